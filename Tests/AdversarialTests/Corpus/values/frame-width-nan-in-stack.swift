HStack(spacing: 8) {
    Color.blue.frame(width: .nan)
    Text("Sibling")
    Spacer()
}
