#if os(iOS)
Text("iOS")
#else
Text("macOS")
#endif

Text("padded")
#if os(iOS)
    .padding()
#endif
#if os(macOS)
    .frame(width: 10)
#endif
