// canvas: 200xfit
struct FontSizer: View {
    @State private var size = 14

    var body: some View {
        Stepper("Size") {
            size += 1
        } onDecrement: {
            size -= 1
        }
        .font(.system(size: 10))
    }
}

FontSizer()
