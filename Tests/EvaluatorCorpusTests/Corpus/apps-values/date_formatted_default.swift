// canvas: 200xfit
struct LastSyncLabel: View {
    let lastSync = Date()

    var body: some View {
        Text(lastSync.formatted())
    }
}

LastSyncLabel()
    .font(.system(size: 10))
