// canvas: 200xfit

struct ModePicker: View {
    @State private var mode = 0

    var body: some View {
        Picker("Mode", selection: $mode) {
            Text("Day").tag(0)
            Text("Week").tag(1)
        }
        .pickerStyle(.segmented)
    }
}

ModePicker()
