// canvas: 200xfit
struct Caption: View {
    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        Text(size.isAccessibilitySize ? "Large" : "Standard")
    }
}

Caption()
    .font(.system(size: 10))
