HStack(spacing: 8) {
    Color.blue.font(.system(size: .nan))
    Text("Sibling")
    Spacer()
}
