import SwiftUI

@Observable
class Cart {
    var count = 3
}

struct CartButton: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        Label("\(cart.count) items", systemImage: "cart")
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Capsule().fill(.blue.opacity(0.15)))
    }
}

struct StoreFront: View {
    @State private var cart = Cart()

    var body: some View {
        CartButton()
            .environment(cart)
    }
}

#Preview {
    StoreFront()
}
