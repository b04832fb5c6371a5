// canvas: 200xfit
struct Handle: View {
    @State private var handle = "kim"

    var body: some View {
        TextField("Handle", text: $handle, prompt: Text("@you"))
            .font(.system(size: 10))
    }
}

Handle()
