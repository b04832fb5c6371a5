HStack(spacing: 8) {
    Color.blue.scaleEffect(.infinity)
    Text("Sibling")
    Spacer()
}
