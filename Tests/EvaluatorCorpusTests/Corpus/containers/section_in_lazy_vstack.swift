// canvas: 200x200
LazyVStack(spacing: 0) {
    Section {
        Text("a")
    } header: {
        Text("head")
    } footer: {
        Text("ft")
    }
}
.font(.system(size: 10))
