// canvas: 200xfit
struct SearchBar: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
            .textFieldStyle(.roundedBorder)
            .font(.system(size: 10))
    }
}

SearchBar()
