HStack(spacing: 8) {
    Color.blue.opacity(.nan)
    Text("Sibling")
    Spacer()
}
