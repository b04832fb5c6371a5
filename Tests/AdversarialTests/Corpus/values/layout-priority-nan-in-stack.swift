HStack(spacing: 8) {
    Color.blue.layoutPriority(.nan)
    Text("Sibling")
    Spacer()
}
