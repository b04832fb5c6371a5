enum Tone { case warm, cool }

struct Swatch: View {
    var tone: Tone
    var size: CGFloat = 32
    var body: some View {
        Rectangle()
            .fill(tone == .warm ? Color.orange : Color.teal)
            .frame(width: size, height: size)
    }
}

#if os(iOS)
let spacing: CGFloat = 6
#else
let spacing: CGFloat = 2
#endif

Grid(horizontalSpacing: spacing) {
    GridRow {
        Swatch(tone: .warm)
        Swatch(tone: .cool, size: 48)
    }
}
