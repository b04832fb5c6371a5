VStack {
    Label("<<<REPEAT[REPEAT>>><<<REPEAT](REPEAT>>>", systemImage: "<<<REPEAT[REPEAT>>><<<REPEAT](REPEAT>>>")
    Button("<<<REPEAT[REPEAT>>><<<REPEAT](REPEAT>>>") { }
}
