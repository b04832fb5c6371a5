import SwiftUI

struct CheckoutButtons: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Buy Now") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Button("Add to Cart") {}
                .buttonStyle(.bordered)
            Button("Save for Later") {}
                .buttonStyle(.borderless)
            Button(role: .destructive) {
            } label: {
                Label("Remove", systemImage: "trash")
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
        }
    }
}

#Preview {
    CheckoutButtons()
}
