VStack {
    Label("👨‍👩‍👧‍👦", systemImage: "👨‍👩‍👧‍👦")
    Button("👨‍👩‍👧‍👦") { }
}
