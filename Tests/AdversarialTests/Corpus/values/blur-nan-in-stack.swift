HStack(spacing: 8) {
    Color.blue.blur(radius: .nan)
    Text("Sibling")
    Spacer()
}
