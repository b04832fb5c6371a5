// canvas: 200xfit

struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Capsule().fill(.blue))
            .foregroundStyle(.white)
    }
}

Button("Join") {}
    .buttonStyle(PillStyle())
    .font(.system(size: 10))
