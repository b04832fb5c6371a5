HStack(spacing: 8) {
    Color.blue.rotationEffect(.degrees(.infinity))
    Text("Sibling")
    Spacer()
}
