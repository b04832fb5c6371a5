HStack(alignment: .leading) {
    Text("a")
}
