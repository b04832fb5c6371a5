// canvas: 200xfit
struct ComposeHeader: View {
    @State private var recipient = ""

    var body: some View {
        HStack(spacing: 8) {
            Text("To:")
            TextField("Recipient", text: $recipient)
        }
        .font(.system(size: 10))
    }
}

ComposeHeader()
