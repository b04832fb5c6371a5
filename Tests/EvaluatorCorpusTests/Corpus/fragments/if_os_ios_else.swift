// canvas: 200xfit
#if os(iOS)
Text("iPhone")
    .font(.system(size: 10))
#else
Text("Mac")
    .font(.system(size: 10))
#endif
