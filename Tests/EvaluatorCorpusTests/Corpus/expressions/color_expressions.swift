// canvas: 200xfit
HStack(spacing: 0) {
    Color(red: 1, green: 0.5, blue: 0)
    Color(white: 0.5)
    Color.blue.opacity(0.5)
    Color(hue: 0.3, saturation: 1, brightness: 1)
}
.frame(width: 80, height: 10)
