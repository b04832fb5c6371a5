VStack {
    Label("\\(1 + 1)", systemImage: "\\(1 + 1)")
    Button("\\(1 + 1)") { }
}
