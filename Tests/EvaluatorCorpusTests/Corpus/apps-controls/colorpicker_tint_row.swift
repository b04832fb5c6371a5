// canvas: 200xfit
struct Appearance: View {
    @State private var tint = Color.orange

    var body: some View {
        ColorPicker("Tint", selection: $tint)
            .font(.system(size: 10))
    }
}

Appearance()
