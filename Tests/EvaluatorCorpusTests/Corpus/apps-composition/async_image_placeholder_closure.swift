// canvas: 200x200
AsyncImage(url: URL(string: "https://example.com/avatar.png")) { image in
    image
        .resizable()
        .scaledToFill()
} placeholder: {
    Color.gray.frame(width: 50, height: 50)
}
