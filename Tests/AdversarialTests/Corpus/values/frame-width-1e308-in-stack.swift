HStack(spacing: 8) {
    Color.blue.frame(width: 1e308)
    Text("Sibling")
    Spacer()
}
