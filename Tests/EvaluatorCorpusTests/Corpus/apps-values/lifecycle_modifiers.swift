// canvas: 200xfit
struct FeedView: View {
    @State private var posts: [String] = ["First post"]

    var body: some View {
        VStack {
            ForEach(posts, id: \.self) { Text($0) }
        }
        .onAppear { print("appeared") }
        .onDisappear { }
        .task { await refresh() }
        .refreshable { await refresh() }
    }

    func refresh() async {
        posts.append("Another")
    }
}

FeedView()
    .font(.system(size: 10))
