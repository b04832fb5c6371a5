HStack(spacing: 8) {
    Color.blue.cornerRadius(.infinity)
    Text("Sibling")
    Spacer()
}
