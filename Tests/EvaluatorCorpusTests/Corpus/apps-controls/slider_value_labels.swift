// canvas: 200xfit
struct Brightness: View {
    @State private var level = 5.0

    var body: some View {
        Slider(value: $level, in: 0...10) {
            Text("Level")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("10")
        }
        .font(.system(size: 10))
    }
}

Brightness()
