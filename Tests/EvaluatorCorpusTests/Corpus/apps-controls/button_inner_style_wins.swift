// canvas: 200xfit

VStack(spacing: 8) {
    Button("A") {}
        .buttonStyle(.plain)
    Button("B") {}
}
.buttonStyle(.bordered)
.font(.system(size: 10))
