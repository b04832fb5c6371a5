Form {
    Section("Profile") {
        Text("Name")
        Toggle("Public", isOn: .constant(false))
        NavigationLink("Photo", destination: Text("Pick"))
    }
}
