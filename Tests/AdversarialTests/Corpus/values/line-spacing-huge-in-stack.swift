HStack(spacing: 8) {
    Color.blue.lineSpacing(1e308)
    Text("Sibling")
    Spacer()
}
