// canvas: 200xfit

struct ShareQuote: View {
    let quote = "Stay hungry"

    var body: some View {
        ShareLink(item: quote)
            .font(.system(size: 10))
    }
}

ShareQuote()
