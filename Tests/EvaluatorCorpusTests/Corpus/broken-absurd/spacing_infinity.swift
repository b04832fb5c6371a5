VStack(spacing: .infinity) {
    Text("a")
    Text("b")
}
