// canvas: 200xfit
@Observable
class Cart {
    var count = 2
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        Text("\(cart.count) items")
    }
}

CartBadge()
    .font(.system(size: 10))
