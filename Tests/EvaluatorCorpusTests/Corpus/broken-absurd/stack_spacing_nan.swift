HStack(spacing: .nan) {
    Text("a")
    Text("b")
}
