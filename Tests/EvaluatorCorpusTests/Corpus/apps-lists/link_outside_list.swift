NavigationStack {
    VStack {
        NavigationLink("Start", destination: Text("Go"))
    }
    .navigationBarTitleDisplayMode(.inline)
}
