// canvas: 200x200
/// A cover image from the network: a preview never loads it.
AsyncImage(url: URL(string: "https://example.com/covers/42.jpg"))
    .frame(width: 120, height: 80)
