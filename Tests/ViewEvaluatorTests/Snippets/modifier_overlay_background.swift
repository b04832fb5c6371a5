VStack {
    Text("a")
        .overlay(alignment: .bottomTrailing) {
            Circle().frame(width: 4, height: 4)
        }
    Text("b")
        .overlay(Text("old"), alignment: .top)
    Text("c")
        .background(.red)
    Text("d")
        .background(Color.blue)
    Text("e")
        .background(.yellow, in: RoundedRectangle(cornerRadius: 4))
    Text("f")
        .background()
    Text("g")
        .overlay(.red.opacity(0.5))
    Text("h")
        .border(Color.red, width: 2)
    Text("i")
        .background {
            Color.mint
            Text("two")
        }
}
