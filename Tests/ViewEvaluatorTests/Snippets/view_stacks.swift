HStack(alignment: .bottom, spacing: 4) {
    VStack(alignment: .leading) {
        Text("a")
    }
    ZStack(alignment: .topTrailing) {
        Color.red
    }
    LazyVStack(spacing: 2) {
        Text("b")
    }
    Group {
        Text("c")
        Text("d")
    }
}
