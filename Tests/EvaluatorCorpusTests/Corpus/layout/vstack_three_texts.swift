VStack {
    Text("a")
    Text("bbb")
    Text("c")
}
