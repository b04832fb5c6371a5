HStack {
    Text("a")
    Spacr()
}
