// canvas: 200xfit
struct Tile: View {
    var side: CGFloat = 20

    var body: some View {
        Color.teal.frame(width: side, height: side)
    }
}

#Preview("Default") {
    Tile()
}

#Preview("Large") {
    Tile(side: 60)
}

#Preview {
    Tile(side: 2)
}
