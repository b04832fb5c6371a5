HStack(spacing: 8) {
    Color.blue.lineSpacing(.nan)
    Text("Sibling")
    Spacer()
}
