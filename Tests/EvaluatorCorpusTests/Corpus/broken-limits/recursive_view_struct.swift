struct Mirror: View {
    var body: some View {
        VStack {
            Text("again")
            Mirror()
        }
    }
}

Mirror()
