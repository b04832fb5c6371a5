// canvas: 200xfit

struct BoxStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(5)
            .border(Color.gray)
    }
}

HStack(spacing: 4) {
    Button("A") {}
    Button("B") {}
}
.buttonStyle(BoxStyle())
.font(.system(size: 10))
