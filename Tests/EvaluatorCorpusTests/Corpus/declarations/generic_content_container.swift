// canvas: 200xfit
struct Card<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 2) {
            content
        }
        .padding(5)
        .background(Color.gray)
    }
}

Card {
    Text("a")
    Text("b")
}
.font(.system(size: 10))
