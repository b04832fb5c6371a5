Form {
    Section {
        Button("Sign Out") {}
        Button("Delete Account", role: .destructive) {}
    }
}
