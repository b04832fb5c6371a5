HStack(spacing: 8) {
    Color.blue.frame(width: 1.0 / 0.0)
    Text("Sibling")
    Spacer()
}
