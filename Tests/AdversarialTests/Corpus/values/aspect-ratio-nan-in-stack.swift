HStack(spacing: 8) {
    Color.blue.aspectRatio(.nan, contentMode: .fit)
    Text("Sibling")
    Spacer()
}
