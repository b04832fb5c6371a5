HStack(spacing: 8) {
    Color.blue.frame(minWidth: 300, maxWidth: 100)
    Text("Sibling")
    Spacer()
}
