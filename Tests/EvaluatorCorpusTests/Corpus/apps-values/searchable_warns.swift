// canvas: 200xfit
struct ContactsView: View {
    @State private var query = ""

    var body: some View {
        VStack {
            Text("Ana")
            Text("Ben")
        }
        .searchable(text: $query)
    }
}

ContactsView()
    .font(.system(size: 10))
