VStack {
    Label("abc אבג 123", systemImage: "abc אבג 123")
    Button("abc אבג 123") { }
}
