HStack(spacing: 8) {
    Color.blue.padding(.nan)
    Text("Sibling")
    Spacer()
}
