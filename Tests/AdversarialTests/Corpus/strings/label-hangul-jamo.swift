VStack {
    Label("<<<REPEAT각REPEAT>>>", systemImage: "<<<REPEAT각REPEAT>>>")
    Button("<<<REPEAT각REPEAT>>>") { }
}
