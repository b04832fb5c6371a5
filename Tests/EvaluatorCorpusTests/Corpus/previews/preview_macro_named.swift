// canvas: 200xfit
#Preview("Small") {
    Text("s")
        .font(.system(size: 10))
}
