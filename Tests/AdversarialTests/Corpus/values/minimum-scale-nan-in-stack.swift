HStack(spacing: 8) {
    Color.blue.minimumScaleFactor(.nan)
    Text("Sibling")
    Spacer()
}
