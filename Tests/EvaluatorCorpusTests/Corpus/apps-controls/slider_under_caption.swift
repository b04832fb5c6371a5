// canvas: 200xfit
struct Speed: View {
    @State private var speed = 1.0

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Speed")
            Slider(value: $speed, in: 0.5...2)
        }
        .font(.system(size: 10))
    }
}

Speed()
