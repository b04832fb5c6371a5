HStack(spacing: 8) {
    Color.blue.frame(maxWidth: .nan, maxHeight: .nan)
    Text("Sibling")
    Spacer()
}
