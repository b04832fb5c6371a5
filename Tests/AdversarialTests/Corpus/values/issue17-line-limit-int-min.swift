VStack {
    Text("A long line of text").lineLimit(Int.min)
}
