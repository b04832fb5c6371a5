HStack(spacing: 8) {
    Color.blue.opacity(1e308)
    Text("Sibling")
    Spacer()
}
