// canvas: 200x120
struct Journal: View {
    @State private var entry = "Hi"

    var body: some View {
        TextEditor(text: $entry)
            .font(.system(size: 10))
    }
}

Journal()
