// canvas: 200xfit
struct Receipt: View {
    var body: some View {
        VStack(spacing: 6) {
            LabeledContent("Subtotal", value: "9.00")
            LabeledContent("Tax", value: "0.90")
        }
        .font(.system(size: 10))
    }
}

Receipt()
