HStack {
    Text("ab")
    Text("cde")
}
