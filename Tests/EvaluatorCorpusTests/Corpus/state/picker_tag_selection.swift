// canvas: 200xfit
struct Chooser: View {
    @State private var size = "M"

    var body: some View {
        Picker("Size", selection: $size) {
            Text("S").tag("S")
            Text("M").tag("M")
        }
        .pickerStyle(.segmented)
    }
}

Chooser()
