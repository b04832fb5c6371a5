HStack(spacing: 8) {
    Color.blue.layoutPriority(.infinity)
    Text("Sibling")
    Spacer()
}
