VStack {
    Label("🇺🇸🇬🇧🇯🇵🏳️‍🌈", systemImage: "🇺🇸🇬🇧🇯🇵🏳️‍🌈")
    Button("🇺🇸🇬🇧🇯🇵🏳️‍🌈") { }
}
