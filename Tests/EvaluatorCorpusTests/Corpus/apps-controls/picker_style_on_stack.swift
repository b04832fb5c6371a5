// canvas: 200xfit

struct Filters: View {
    @State private var color = 0
    @State private var size = 0

    var body: some View {
        VStack(spacing: 8) {
            Picker("Color", selection: $color) {
                Text("Red").tag(0)
            }
            Picker("Size", selection: $size) {
                Text("Big").tag(0)
            }
        }
        .pickerStyle(.menu)
        .font(.system(size: 10))
    }
}

Filters()
