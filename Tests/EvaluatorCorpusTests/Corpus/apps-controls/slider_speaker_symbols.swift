// canvas: 200xfit
struct VolumeRow: View {
    @State private var volume = 0.3

    var body: some View {
        Slider(value: $volume) {
            Text("Volume")
        } minimumValueLabel: {
            Image(systemName: "speaker")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3")
        }
        .font(.system(size: 10))
    }
}

VolumeRow()
