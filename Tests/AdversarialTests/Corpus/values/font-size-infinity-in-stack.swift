HStack(spacing: 8) {
    Color.blue.font(.system(size: .infinity))
    Text("Sibling")
    Spacer()
}
