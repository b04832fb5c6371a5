// canvas: 200xfit
struct Rating: View {
    @State private var stars = 3

    var body: some View {
        Picker("Stars", selection: $stars) {
            ForEach(1..<5) { n in
                Text("\(n)").tag(n)
            }
        }
        .pickerStyle(.segmented)
    }
}

Rating()
