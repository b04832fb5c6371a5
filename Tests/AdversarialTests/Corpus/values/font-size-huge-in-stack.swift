HStack(spacing: 8) {
    Color.blue.font(.system(size: 1e308))
    Text("Sibling")
    Spacer()
}
