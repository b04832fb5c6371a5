// canvas: 200xfit
struct DraggableCard: View {
    @State private var offset = CGSize.zero

    var body: some View {
        Text("Drag me")
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in offset = .zero }
            )
    }
}

DraggableCard()
    .font(.system(size: 10))
