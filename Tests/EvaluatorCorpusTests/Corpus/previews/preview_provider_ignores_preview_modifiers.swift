// canvas: 200xfit
struct Dot: View {
    var body: some View {
        Circle().frame(width: 8, height: 8)
    }
}

struct Dot_Previews: PreviewProvider {
    static var previews: some View {
        Dot()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Dot")
    }
}
