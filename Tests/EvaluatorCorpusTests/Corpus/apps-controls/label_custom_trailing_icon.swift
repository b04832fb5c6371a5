// canvas: 200xfit

struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

Label("Next", systemImage: "chevron.right")
    .labelStyle(TrailingIconStyle())
    .font(.system(size: 10))
