HStack(spacing: 8) {
    Color.blue.frame(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    Text("Sibling")
    Spacer()
}
