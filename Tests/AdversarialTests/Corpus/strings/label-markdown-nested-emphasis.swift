VStack {
    Label("<<<REPEAT*_REPEAT>>>x<<<REPEAT_*REPEAT>>>", systemImage: "<<<REPEAT*_REPEAT>>>x<<<REPEAT_*REPEAT>>>")
    Button("<<<REPEAT*_REPEAT>>>x<<<REPEAT_*REPEAT>>>") { }
}
