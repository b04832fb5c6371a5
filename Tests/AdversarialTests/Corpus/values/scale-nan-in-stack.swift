HStack(spacing: 8) {
    Color.blue.scaleEffect(.nan)
    Text("Sibling")
    Spacer()
}
