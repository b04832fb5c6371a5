// canvas: 200xfit
VStack {
    if let url = URL(string: "https://example.com") {
        Text(url.absoluteString)
    }
}
.font(.system(size: 10))
