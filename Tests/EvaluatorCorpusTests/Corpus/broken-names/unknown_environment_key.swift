struct Themed: View {
    @Environment(\.fancyTheme) var theme

    var body: some View {
        Text("x")
    }
}

Themed()
