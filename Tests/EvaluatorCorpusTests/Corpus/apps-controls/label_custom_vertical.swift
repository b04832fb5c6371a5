// canvas: 200xfit

struct TileLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

Label("Home", systemImage: "house")
    .labelStyle(TileLabelStyle())
    .font(.system(size: 10))
