HStack(spacing: 8) {
    Color.blue.position(x: .infinity, y: .nan)
    Text("Sibling")
    Spacer()
}
