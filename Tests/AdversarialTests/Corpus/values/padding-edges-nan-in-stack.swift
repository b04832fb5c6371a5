HStack(spacing: 8) {
    Color.blue.padding(.horizontal, .nan)
    Text("Sibling")
    Spacer()
}
