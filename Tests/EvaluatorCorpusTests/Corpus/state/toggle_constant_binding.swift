// canvas: 200xfit
Toggle("A", isOn: .constant(false))
    .font(.system(size: 10))
