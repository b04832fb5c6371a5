HStack(spacing: 8) {
    Color.blue.aspectRatio(0, contentMode: .fit)
    Text("Sibling")
    Spacer()
}
