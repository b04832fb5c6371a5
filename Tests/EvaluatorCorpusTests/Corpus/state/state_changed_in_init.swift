// canvas: 200xfit
struct Seeded: View {
    @State private var value: Int

    init(start: Int) {
        _value = State(initialValue: start * 2)
    }

    var body: some View {
        Text("\(value)")
    }
}

Seeded(start: 21)
    .font(.system(size: 10))
