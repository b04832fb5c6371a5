// canvas: 200xfit
struct Themed: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text(scheme == .dark ? "dark" : "light")
    }
}

Themed()
    .font(.system(size: 10))
