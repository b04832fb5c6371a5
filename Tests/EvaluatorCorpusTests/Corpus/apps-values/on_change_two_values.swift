// canvas: 200xfit
struct SearchField: View {
    @State private var query = "swift"

    var body: some View {
        Text(query)
            .onChange(of: query) { oldValue, newValue in
                print(oldValue, newValue)
            }
            .onSubmit { }
    }
}

SearchField()
    .font(.system(size: 10))
