struct Badge: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

Badge(title: "x", color: .red)
