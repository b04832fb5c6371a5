VStack {
    Label("&script;&lt;script&gt;", systemImage: "&script;&lt;script&gt;")
    Button("&script;&lt;script&gt;") { }
}
