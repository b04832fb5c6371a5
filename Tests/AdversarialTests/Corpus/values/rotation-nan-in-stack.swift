HStack(spacing: 8) {
    Color.blue.rotationEffect(.radians(.nan))
    Text("Sibling")
    Spacer()
}
