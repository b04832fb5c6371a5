VStack {
    Text("A long line of text").lineLimit(0)
}
