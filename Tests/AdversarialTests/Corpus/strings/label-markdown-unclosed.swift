VStack {
    Label("**bold *italic `code ~~strike", systemImage: "**bold *italic `code ~~strike")
    Button("**bold *italic `code ~~strike") { }
}
