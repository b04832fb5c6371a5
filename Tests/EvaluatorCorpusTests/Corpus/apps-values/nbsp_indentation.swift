// canvas: 200xfit
VStack {
    Text("Copied")
    Text("from the web")
}
.font(.system(size: 10))
