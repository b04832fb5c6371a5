HStack(spacing: 8) {
    Color.blue.font(.system(size: 1e6)).fixedSize()
    Text("Sibling")
    Spacer()
}
