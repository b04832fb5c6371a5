import SwiftUI

struct Park: Identifiable {
    let id = UUID()
    let name: String
    let state: String
}

struct ParkList: View {
    let parks = [
        Park(name: "Glacier", state: "Montana"),
        Park(name: "Zion", state: "Utah"),
        Park(name: "Acadia", state: "Maine")
    ]

    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink {
                    Text(park.name).font(.title)
                } label: {
                    VStack(alignment: .leading) {
                        Text(park.name).font(.headline)
                        Text(park.state).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Parks")
        }
    }
}

#Preview {
    ParkList()
}
