// canvas: 200xfit
struct Pair: View {
    var body: some View {
        Text("top")
        Text("bottom")
    }
}

Pair()
    .font(.system(size: 10))
