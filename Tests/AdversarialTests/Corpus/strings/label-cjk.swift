VStack {
    Label("漢字かなカナ한국어", systemImage: "漢字かなカナ한국어")
    Button("漢字かなカナ한국어") { }
}
