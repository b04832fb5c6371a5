VStack {
    Label("\\\\\\\\", systemImage: "\\\\\\\\")
    Button("\\\\\\\\") { }
}
