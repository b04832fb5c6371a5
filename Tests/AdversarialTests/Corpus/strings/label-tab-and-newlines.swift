VStack {
    Label("a\tb\nc\r\nd\re", systemImage: "a\tb\nc\r\nd\re")
    Button("a\tb\nc\r\nd\re") { }
}
