HStack(spacing: 8) {
    Color.blue.aspectRatio(-1, contentMode: .fill)
    Text("Sibling")
    Spacer()
}
