NavigationStack {
    List {
        Section("Upcoming") {
            Text("Rome")
        }
    }
    .navigationTitle("Trips")
}
