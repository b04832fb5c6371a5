HStack(spacing: 8) {
    Color.blue.lineLimit(Int.max)
    Text("Sibling")
    Spacer()
}
