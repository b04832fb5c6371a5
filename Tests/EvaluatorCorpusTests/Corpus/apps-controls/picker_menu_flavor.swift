// canvas: 200xfit

struct FlavorPicker: View {
    @State private var flavor = "Mint"

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Mint").tag("Mint")
            Text("Lime").tag("Lime")
        }
        .pickerStyle(.menu)
        .font(.system(size: 10))
    }
}

FlavorPicker()
