HStack(spacing: 8) {
    Color.blue.padding(-1e9)
    Text("Sibling")
    Spacer()
}
