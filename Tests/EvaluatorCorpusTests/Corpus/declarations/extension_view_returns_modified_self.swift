// canvas: 200xfit
extension View {
    func card() -> some View {
        self
            .padding(4)
            .background(Color.yellow)
    }
}

Text("ok")
    .card()
    .font(.system(size: 10))
