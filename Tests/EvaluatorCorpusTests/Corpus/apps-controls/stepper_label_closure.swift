// canvas: 200xfit
struct CartLine: View {
    @State private var quantity = 3

    var body: some View {
        Stepper(value: $quantity, in: 0...9) {
            Text("Qty")
        }
        .font(.system(size: 10))
    }
}

CartLine()
