struct Chooser: View {
    @State private var choice = 2

    var body: some View {
        Picker("Number", selection: $choice) {
            ForEach(1..<4) { n in
                Text("\(n)").tag(n)
            }
        }
        .pickerStyle(.segmented)
    }
}
