VStack(alignment: .leadingg) {
    Text("a")
}
