struct P: View {
    let n: Int
    var body: some View {
        if n == 0 { Color.red } else { P(n: n - 1).padding(1) }
    }
}
P(n: 250)
