HStack(spacing: 8) {
    Color.blue.padding(.infinity)
    Text("Sibling")
    Spacer()
}
