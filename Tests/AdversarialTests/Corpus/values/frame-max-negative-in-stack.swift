HStack(spacing: 8) {
    Color.blue.frame(maxWidth: -1e9)
    Text("Sibling")
    Spacer()
}
