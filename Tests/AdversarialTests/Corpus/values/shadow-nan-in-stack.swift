HStack(spacing: 8) {
    Color.blue.shadow(color: .black, radius: .nan, x: .nan, y: .infinity)
    Text("Sibling")
    Spacer()
}
