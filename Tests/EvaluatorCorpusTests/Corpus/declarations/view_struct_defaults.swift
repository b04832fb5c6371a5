// canvas: 200xfit
struct Card: View {
    var count = 3
    var title: String = "ab"

    var body: some View {
        Text("\(title)\(count)")
    }
}

VStack {
    Card()
    Card(count: 12)
    Card(title: "x")
    Card(count: 0, title: "")
}
.font(.system(size: 10))
