struct Badge: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .padding(4)
            .background(tint)
    }
}

extension View {
    func badge(_ tint: Color = .orange) -> some View {
        modifier(Badge(tint: tint))
    }
}

VStack {
    Text("one").badge()
    Text("two").modifier(Badge(tint: .green))
}
