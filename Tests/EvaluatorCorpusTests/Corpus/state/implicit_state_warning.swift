// canvas: 200xfit
Toggle("Dark", isOn: $darkMode)
    .font(.system(size: 10))
