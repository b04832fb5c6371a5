// canvas: 200xfit

struct SizePicker: View {
    @State private var size = 1

    var body: some View {
        Picker("Size", selection: $size) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        .pickerStyle(.inline)
        .font(.system(size: 10))
    }
}

SizePicker()
