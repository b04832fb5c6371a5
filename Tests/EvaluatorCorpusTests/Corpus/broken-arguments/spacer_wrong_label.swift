HStack {
    Spacer(length: 3)
    Text("a")
}
