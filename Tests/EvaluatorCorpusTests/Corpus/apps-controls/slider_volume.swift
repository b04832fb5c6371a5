// canvas: 200xfit
struct Player: View {
    @State private var volume = 0.5

    var body: some View {
        Slider(value: $volume)
    }
}

Player()
