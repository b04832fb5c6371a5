// canvas: 200x200
struct SwatchPair: View {
    var body: some View {
        Color.red.frame(width: 20, height: 20)
        Color.green.frame(width: 30, height: 20)
    }
}

VStack(spacing: 0) {
    SwatchPair()
        .border(Color.black)
}
