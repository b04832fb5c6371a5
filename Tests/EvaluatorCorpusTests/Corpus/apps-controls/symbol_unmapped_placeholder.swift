// canvas: 200xfit
HStack(spacing: 8) {
    Image(systemName: "figure.skiing.downhill")
    Image(systemName: "star")
}
.font(.system(size: 10))
