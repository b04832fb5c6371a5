import SwiftUI

struct DraggableCard: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(.indigo.gradient)
            .frame(width: 200, height: 130)
            .overlay(Text("Drag me").foregroundStyle(.white))
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { _ in
                        withAnimation(.bouncy) { offset = .zero }
                    }
            )
    }
}

#Preview {
    DraggableCard()
}
