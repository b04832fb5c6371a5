Form {
    Section(header: Text("About"), footer: Text("Thanks")) {
        Text("Version")
        Text("Build")
    }
}
