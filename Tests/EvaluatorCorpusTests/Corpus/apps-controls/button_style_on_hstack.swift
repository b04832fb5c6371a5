// canvas: 200xfit

struct DialogButtons: View {
    var body: some View {
        HStack(spacing: 10) {
            Button("Cancel") {}
            Button("OK") {}
        }
        .buttonStyle(.bordered)
        .font(.system(size: 10))
    }
}

DialogButtons()
