HStack(spacing: 8) {
    Color.blue.tracking(.infinity)
    Text("Sibling")
    Spacer()
}
