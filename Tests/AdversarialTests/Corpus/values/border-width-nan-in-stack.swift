HStack(spacing: 8) {
    Color.blue.border(Color.red, width: .nan)
    Text("Sibling")
    Spacer()
}
