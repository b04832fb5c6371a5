VStack {
    Text("a").font(.system(size: 1e200))
    Text("b")
}
