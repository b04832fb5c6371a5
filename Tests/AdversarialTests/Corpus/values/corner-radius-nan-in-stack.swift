HStack(spacing: 8) {
    Color.blue.cornerRadius(.nan)
    Text("Sibling")
    Spacer()
}
