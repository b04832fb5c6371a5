// canvas: 200xfit
ColorPicker("Accent", selection: .constant(Color.blue))
    .labelsHidden()
