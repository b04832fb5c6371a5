HStack(spacing: 8) {
    Color.blue.border(Color.red, width: .infinity)
    Text("Sibling")
    Spacer()
}
