// canvas: 200xfit
Text(Bundle.main.bundleIdentifier ?? "none")
    .font(.system(size: 10))
