HStack(spacing: 8) {
    Color.blue.offset(x: 1e308, y: -1e308)
    Text("Sibling")
    Spacer()
}
