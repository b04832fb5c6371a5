// canvas: 200xfit
struct Framed: ViewModifier {
    let width: CGFloat

    func body(content: Content) -> some View {
        content.frame(width: width)
    }
}

extension View {
    func framed(_ width: CGFloat = 50) -> some View {
        modifier(Framed(width: width))
    }
}

VStack(spacing: 0) {
    Text("a").framed()
    Text("b").framed(100)
}
.font(.system(size: 10))
