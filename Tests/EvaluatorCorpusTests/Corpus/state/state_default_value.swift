// canvas: 200xfit
struct Counter: View {
    @State private var count = 3

    var body: some View {
        Text("count \(count)")
    }
}

Counter()
    .font(.system(size: 10))
