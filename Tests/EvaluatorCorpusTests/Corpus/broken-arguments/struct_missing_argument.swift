struct Badge: View {
    let title: String
    let count: Int

    var body: some View {
        Text("\(title) \(count)")
    }
}

Badge(title: "x")
