// canvas: 200xfit
let show = false

VStack(spacing: 4) {
    Color.red.frame(width: 10, height: 10)
    if show {
        Color.green.frame(width: 10, height: 10)
    }
    Color.blue.frame(width: 10, height: 10)
}
