// canvas: 200xfit
Text("pad")
    .font(.system(size: 10))
#if os(iOS)
    .padding(3)
#endif
#if os(macOS)
    .padding(30)
#endif
