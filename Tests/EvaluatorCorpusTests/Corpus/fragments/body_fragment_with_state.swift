// canvas: 200xfit
@State private var on = true

var body: some View {
    Toggle("x", isOn: $on)
        .font(.system(size: 10))
}
