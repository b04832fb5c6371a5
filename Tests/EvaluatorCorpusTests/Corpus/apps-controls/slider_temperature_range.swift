// canvas: 200xfit
struct Thermostat: View {
    @State private var target = 21.0

    var body: some View {
        Slider(value: $target, in: 16...28, step: 0.5)
    }
}

Thermostat()
