HStack(spacing: 8) {
    Color.blue.frame(height: .infinity)
    Text("Sibling")
    Spacer()
}
