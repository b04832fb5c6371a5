// canvas: 300x400
ContentUnavailableView {
    Text("Offline")
} description: {
    Text("Empty")
} actions: {
    Color.red.frame(width: 50, height: 20)
}
