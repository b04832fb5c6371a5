HStack(spacing: 8) {
    Color.blue.frame(minWidth: .infinity)
    Text("Sibling")
    Spacer()
}
