// canvas: 200xfit

HStack(spacing: 4) {
    Image(systemName: "bell")
        .font(.system(size: 10))
    Image(systemName: "bell")
        .font(.system(size: 20))
}
