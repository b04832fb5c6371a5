#if os(iOS)
#if os(macOS)
Text("a")
