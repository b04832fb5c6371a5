// canvas: 200xfit

Toggle("Airplane", isOn: .constant(true))
    .toggleStyle(.switch)
    .font(.system(size: 10))
