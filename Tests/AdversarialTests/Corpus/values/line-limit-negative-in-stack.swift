HStack(spacing: 8) {
    Color.blue.lineLimit(-1)
    Text("Sibling")
    Spacer()
}
