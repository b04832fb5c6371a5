VStack {
    Text("a")
} else {
    Text("b")
}
