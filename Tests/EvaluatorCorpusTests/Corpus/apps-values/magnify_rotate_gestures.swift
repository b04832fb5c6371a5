// canvas: 200xfit
struct ZoomableImage: View {
    @State private var scale = 1.0

    var body: some View {
        Text("Map")
            .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })
            .gesture(RotateGesture())
    }
}

ZoomableImage()
    .font(.system(size: 10))
