// canvas: 200xfit
struct Boxed: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(5)
            .border(.red)
    }
}

Text("in")
    .modifier(Boxed())
    .font(.system(size: 10))
