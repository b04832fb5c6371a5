HStack(spacing: 8) {
    Color.blue.kerning(.nan)
    Text("Sibling")
    Spacer()
}
