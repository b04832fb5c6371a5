import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selected: Flavor = .vanilla

    var body: some View {
        VStack(spacing: 20) {
            Picker("Flavor", selection: $selected) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            Text("You chose \(selected.rawValue)")
        }
        .padding()
    }
}

#Preview {
    FlavorPicker()
}
