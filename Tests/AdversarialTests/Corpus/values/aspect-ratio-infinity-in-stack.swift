HStack(spacing: 8) {
    Color.blue.aspectRatio(.infinity, contentMode: .fit)
    Text("Sibling")
    Spacer()
}
