// canvas: 200xfit
struct NameForm: View {
    @State private var first = ""
    @State private var last = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("First", text: $first)
            TextField("Last", text: $last)
        }
        .textFieldStyle(.roundedBorder)
        .font(.system(size: 10))
    }
}

NameForm()
