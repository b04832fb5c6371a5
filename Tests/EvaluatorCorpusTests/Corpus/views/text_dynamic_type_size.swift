// canvas: 200xfit
VStack(spacing: 0) {
    Text("a")
        .dynamicTypeSize(.xxxLarge)
    Text("b")
        .font(.caption)
        .dynamicTypeSize(.xSmall)
}
