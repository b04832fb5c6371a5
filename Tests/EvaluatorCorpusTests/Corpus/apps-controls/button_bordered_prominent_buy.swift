// canvas: 200xfit

struct BuyButton: View {
    var body: some View {
        Button("Buy") {}
            .buttonStyle(.borderedProminent)
            .font(.system(size: 10))
    }
}

BuyButton()
