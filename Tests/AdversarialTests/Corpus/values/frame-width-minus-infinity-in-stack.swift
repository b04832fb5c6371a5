HStack(spacing: 8) {
    Color.blue.frame(width: -.infinity)
    Text("Sibling")
    Spacer()
}
