// canvas: 200x200
/// A swatch pair, as a design-system file might declare it: two views, no stack.
struct SwatchPair: View {
    var body: some View {
        Color.red.frame(width: 20, height: 20)
        Color.green.frame(width: 30, height: 20)
    }
}

HStack(spacing: 10) {
    SwatchPair()
    Color.blue.frame(width: 40, height: 20)
}
