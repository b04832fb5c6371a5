HStack(spacing: 8) {
    Color.blue.frame(width: -10, height: -1e308)
    Text("Sibling")
    Spacer()
}
