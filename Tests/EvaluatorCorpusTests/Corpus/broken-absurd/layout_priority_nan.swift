HStack {
    Text("a").layoutPriority(.nan)
    Text("b")
}
