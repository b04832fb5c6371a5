// canvas: 200xfit
VStack {
    Text("Next train")
    Text(Date().formatted(.dateTime.hour().minute()))
}
.font(.system(size: 10))
