// assets: photo=320x240
VStack {
    Image("photo")
    Image("photo")
        .resizable()
        .scaledToFit()
    Image(systemName: "star.fill")
    Image("missing")
}
