// canvas: 200xfit
struct SyncStatus: View {
    var body: some View {
        LabeledContent {
            Text("On")
        } label: {
            Label("Sync", systemImage: "arrow.triangle.2.circlepath")
        }
        .font(.system(size: 10))
    }
}

SyncStatus()
