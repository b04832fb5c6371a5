struct Card<Content: View>: View {
    static var inset: CGFloat { 12 }
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            content
        }
        .padding(Self.inset)
        .background(.background, in: RoundedRectangle(cornerRadius: 10))
    }
}

Card {
    Text("Title").font(.headline)
    Text("Body")
}
