// canvas: 200xfit

Menu("Options") {
    Button("Rename") {}
}
.font(.system(size: 10))
