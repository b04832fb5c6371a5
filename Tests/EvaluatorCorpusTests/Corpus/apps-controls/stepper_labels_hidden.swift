// canvas: 200xfit
struct Quantity: View {
    @State private var count = 1

    var body: some View {
        Stepper("Quantity", value: $count)
            .labelsHidden()
    }
}

Quantity()
