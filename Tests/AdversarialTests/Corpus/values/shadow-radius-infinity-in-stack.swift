HStack(spacing: 8) {
    Color.blue.shadow(radius: .infinity)
    Text("Sibling")
    Spacer()
}
