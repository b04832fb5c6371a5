// canvas: 200xfit

ShareLink(item: "photo") {
    Image(systemName: "square.and.arrow.up")
}
.font(.system(size: 10))
