HStack(spacing: 8) {
    Color.blue.offset(x: .nan, y: .infinity)
    Text("Sibling")
    Spacer()
}
