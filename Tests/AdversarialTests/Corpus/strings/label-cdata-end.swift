VStack {
    Label("]]>", systemImage: "]]>")
    Button("]]>") { }
}
