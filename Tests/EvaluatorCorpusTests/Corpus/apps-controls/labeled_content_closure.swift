// canvas: 200xfit
LabeledContent("Storage") {
    Text("12 GB")
}
.font(.system(size: 10))
