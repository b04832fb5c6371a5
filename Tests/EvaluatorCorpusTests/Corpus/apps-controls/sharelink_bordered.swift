// canvas: 200xfit

ShareLink(item: "https://example.com")
    .buttonStyle(.bordered)
    .font(.system(size: 10))
