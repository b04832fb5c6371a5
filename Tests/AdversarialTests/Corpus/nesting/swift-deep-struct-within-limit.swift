struct Deep: View {
    let n: Int
    var body: some View {
        if n == 0 { Text("leaf") } else { VStack { Deep(n: n - 1) } }
    }
}
Deep(n: 60)
