// canvas: 200xfit
VStack(spacing: 0) {
    Text("a").environment(\.dynamicTypeSize, .xxxLarg)
    Text("b").environment(\.colorScheme, .drak)
}
.font(.system(size: 10))
