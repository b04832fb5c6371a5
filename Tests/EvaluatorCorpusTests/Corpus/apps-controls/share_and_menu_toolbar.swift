// canvas: 200xfit

struct DocumentActions: View {
    var body: some View {
        HStack(spacing: 16) {
            ShareLink(item: "Draft")
                .labelStyle(.iconOnly)
            Menu {
                Button("Duplicate") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
        .font(.system(size: 10))
    }
}

DocumentActions()
