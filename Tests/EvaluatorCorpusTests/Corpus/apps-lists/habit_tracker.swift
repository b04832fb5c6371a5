NavigationStack {
    List {
        Section("Daily") {
            Text("Read")
            Text("Run")
        }
    }
    .navigationTitle("Habits")
}
