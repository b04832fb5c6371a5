// canvas: 200xfit
struct Dots: View {
    let count: Int

    init(count: Int = 4) {
        self.count = count
    }

    var body: some View {
        Text(String(repeating: ".", count: count))
    }
}

VStack {
    Dots()
    Dots(count: 2)
}
.font(.system(size: 10))
