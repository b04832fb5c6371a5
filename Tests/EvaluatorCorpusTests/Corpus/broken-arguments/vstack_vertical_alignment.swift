VStack(alignment: .top) {
    Text("a")
}
