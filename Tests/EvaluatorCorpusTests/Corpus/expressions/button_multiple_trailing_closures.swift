// canvas: 200xfit
Button {
    print("tapped")
} label: {
    Text("Go")
}
.font(.system(size: 10))
