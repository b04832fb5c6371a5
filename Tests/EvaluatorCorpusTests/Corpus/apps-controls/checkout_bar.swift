// canvas: 200xfit

struct CheckoutBar: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("Total")
            Spacer()
            Button("Pay") {}
                .buttonStyle(.borderedProminent)
        }
        .font(.system(size: 10))
    }
}

CheckoutBar()
