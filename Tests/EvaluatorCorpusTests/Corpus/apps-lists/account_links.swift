NavigationStack {
    List {
        NavigationLink("Profile") {
            Text("Profile page")
        }
        NavigationLink("Security") {
            Text("Security page")
        }
    }
    .navigationTitle("Browse")
}
