VStack {
    Text("unterminated"
}
