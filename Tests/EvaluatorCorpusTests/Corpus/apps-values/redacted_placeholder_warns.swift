// canvas: 200xfit
struct ArticleCard: View {
    var body: some View {
        VStack {
            Text("Headline")
            Text("Summary")
        }
        .redacted(reason: .placeholder)
    }
}

ArticleCard()
    .font(.system(size: 10))
