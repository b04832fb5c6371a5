struct Row: View {
    var count = 3

    var header: some View {
        Text("Header").font(.headline)
    }

    func cell(_ index: Int) -> some View {
        Text("Cell \(index)")
    }

    @ViewBuilder
    func footer(_ show: Bool) -> some View {
        if show {
            Divider()
            Text("Footer")
        }
    }

    var body: some View {
        VStack {
            header
            ForEach(0..<count, id: \.self) { i in
                cell(i + 1)
            }
            footer(true)
            footer(false)
        }
    }
}
