// canvas: 200xfit
struct Inset: ViewModifier {
    var amount: CGFloat = 2
    var color = Color.blue

    func body(content: Content) -> some View {
        content
            .padding(amount)
            .background(color)
    }
}

VStack(spacing: 0) {
    Text("a").modifier(Inset())
    Text("b").modifier(Inset(amount: 10, color: .red))
}
.font(.system(size: 10))
