Form {
    Section("Apps") {
        Text("Mail")
        Text("Maps")
        Text("Music")
        Text("Notes")
    }
}
