struct Card: View {
    var body: some View {
        VStack {
            header
            Text("body")
        }
    }
}
