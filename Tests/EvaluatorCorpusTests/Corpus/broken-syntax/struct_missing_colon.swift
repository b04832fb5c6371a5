struct Card View {
    var body: some View {
        Text("card")
    }
}
