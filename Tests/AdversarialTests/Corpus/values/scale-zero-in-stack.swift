HStack(spacing: 8) {
    Color.blue.scaleEffect(0)
    Text("Sibling")
    Spacer()
}
