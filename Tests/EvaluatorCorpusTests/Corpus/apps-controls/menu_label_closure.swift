// canvas: 200xfit

struct MoreMenu: View {
    var body: some View {
        Menu {
            Button("Copy") {}
            Button("Delete", role: .destructive) {}
        } label: {
            Label("More", systemImage: "ellipsis.circle")
        }
        .font(.system(size: 10))
    }
}

MoreMenu()
