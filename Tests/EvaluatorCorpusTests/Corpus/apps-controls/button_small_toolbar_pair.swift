// canvas: 200xfit

struct EditBar: View {
    var body: some View {
        VStack(spacing: 8) {
            Button("Undo") {}
            Button("Redo") {}
        }
        .buttonStyle(.bordered)
        .controlSize(.small)
    }
}

EditBar()
