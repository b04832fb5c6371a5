HStack(spacing: 8) {
    Color.blue.lineLimit(0)
    Text("Sibling")
    Spacer()
}
