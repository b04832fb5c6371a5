NavigationStack {
    List {
        NavigationLink("General") {
            Text("General page")
        }
        NavigationLink("Sounds") {
            Text("Sounds page")
        }
        NavigationLink("Battery") {
            Text("Battery page")
        }
    }
    .navigationTitle("Browse")
}
