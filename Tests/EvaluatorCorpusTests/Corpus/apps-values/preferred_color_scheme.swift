// canvas: 200xfit
struct Themed: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text(scheme == .dark ? "Dark" : "Light")
    }
}

VStack(spacing: 0) {
    Themed()
        .preferredColorScheme(.dark)
    Themed()
        .preferredColorScheme(nil)
}
.font(.system(size: 10))
