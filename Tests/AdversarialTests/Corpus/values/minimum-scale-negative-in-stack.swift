HStack(spacing: 8) {
    Color.blue.minimumScaleFactor(-5)
    Text("Sibling")
    Spacer()
}
