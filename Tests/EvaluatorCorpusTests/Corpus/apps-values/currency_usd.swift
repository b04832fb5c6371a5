// canvas: 200xfit
struct PriceTag: View {
    let price = 19.99

    var body: some View {
        Text(price, format: .currency(code: "USD"))
    }
}

PriceTag()
    .font(.system(size: 10))
