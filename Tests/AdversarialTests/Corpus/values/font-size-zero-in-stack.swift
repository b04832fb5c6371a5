HStack(spacing: 8) {
    Color.blue.font(.system(size: 0))
    Text("Sibling")
    Spacer()
}
