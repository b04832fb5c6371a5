// canvas: 200xfit
struct Header: View {
    @Environment(\.dynamicTypeSize) var size

    var body: some View {
        Text(size <= .large ? "Compact" : "Roomy")
    }
}

Header()
    .font(.system(size: 10))
