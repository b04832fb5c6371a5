VStack {
    Label("<<<REPEAT*REPEAT>>>", systemImage: "<<<REPEAT*REPEAT>>>")
    Button("<<<REPEAT*REPEAT>>>") { }
}
