VStack {
    Label("👋🏻👋🏼👋🏽👋🏾👋🏿", systemImage: "👋🏻👋🏼👋🏽👋🏾👋🏿")
    Button("👋🏻👋🏼👋🏽👋🏾👋🏿") { }
}
