HStack(spacing: 8) {
    Color.blue.font(.system(size: -20))
    Text("Sibling")
    Spacer()
}
