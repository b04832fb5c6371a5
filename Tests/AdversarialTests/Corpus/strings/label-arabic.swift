VStack {
    Label("مرحبا بالعالم", systemImage: "مرحبا بالعالم")
    Button("مرحبا بالعالم") { }
}
