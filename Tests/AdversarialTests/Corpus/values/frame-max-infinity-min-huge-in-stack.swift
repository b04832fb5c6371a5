HStack(spacing: 8) {
    Color.blue.frame(minWidth: 1e300, maxWidth: .infinity)
    Text("Sibling")
    Spacer()
}
