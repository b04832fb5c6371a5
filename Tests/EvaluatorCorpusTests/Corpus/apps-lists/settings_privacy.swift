Form {
    Section("Privacy") {
        Text("Location")
        Text("Camera")
        Text("Photos")
    }
}
