// canvas: 200xfit
enum LoadState {
    case loading
    case loaded(count: Int)
    case failed(String)
}

struct InboxStatus: View {
    let state = LoadState.loaded(count: 12)

    var body: some View {
        switch state {
        case .loading:
            Text("Loading…")
        case .loaded(let count):
            Text("\(count) messages")
        case .failed(let reason):
            Text(reason)
        }
    }
}

InboxStatus()
    .font(.system(size: 10))
