import SwiftUI

struct SortMenu: View {
    @State private var sortOrder = "Name"

    var body: some View {
        HStack {
            Text("Sorted by \(sortOrder)")
            Spacer()
            Menu {
                Button("Name") { sortOrder = "Name" }
                Button("Date") { sortOrder = "Date" }
                Button("Size") { sortOrder = "Size" }
                Divider()
                Button("Reset", role: .destructive) { sortOrder = "Name" }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
        }
        .padding()
    }
}

#Preview {
    SortMenu()
}
