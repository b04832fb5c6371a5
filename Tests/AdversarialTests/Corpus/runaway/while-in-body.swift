struct V: View {
    var body: some View {
        var n = 0
        while n >= 0 { n += 1 }
        return Text("\(n)")
    }
}
V()
