HStack(spacing: 8) {
    Color.blue.blur(radius: 1e308)
    Text("Sibling")
    Spacer()
}
