HStack(spacing: 8) {
    Color.blue.frame(idealWidth: .nan, idealHeight: .infinity)
    Text("Sibling")
    Spacer()
}
