// canvas: 200xfit
enum Flavor: String, CaseIterable {
    case mint, lime
}

struct FlavorPicker: View {
    @State private var flavor: Flavor = .lime

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases, id: \.self) { f in
                Text(f.rawValue).tag(f)
            }
        }
        .pickerStyle(.segmented)
    }
}

FlavorPicker()
