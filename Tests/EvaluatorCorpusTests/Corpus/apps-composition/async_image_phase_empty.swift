// canvas: 200x200
AsyncImage(url: URL(string: "https://example.com/photo.heic")) { phase in
    switch phase {
    case .empty:
        Color.blue.frame(width: 40, height: 30)
    case .success(let image):
        image.resizable()
    case .failure:
        Color.red
    @unknown default:
        EmptyView()
    }
}
