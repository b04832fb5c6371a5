// canvas: 200xfit
@Observable
class Cart {
    var prices = [3, 4, 5]
    var total: Int { prices.reduce(0, +) }
}

struct CartSummary: View {
    let cart = Cart()

    var body: some View {
        Text("Total: \(cart.total)")
    }
}

CartSummary()
    .font(.system(size: 10))
