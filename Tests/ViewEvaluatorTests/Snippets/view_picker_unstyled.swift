// ForEach tags each option with its id (a String here), which never equals the Flavor
// selection: as in SwiftUI, no option is selected (the menu shows only its chevron).
enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate
    var id: String { rawValue }
}

struct FlavorPicker: View {
    @State private var flavor = Flavor.chocolate

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { f in
                Text(f.rawValue.capitalized)
            }
        }
    }
}
