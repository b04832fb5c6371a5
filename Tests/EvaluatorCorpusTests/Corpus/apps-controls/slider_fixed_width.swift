// canvas: 200xfit
Slider(value: .constant(0.8))
    .frame(width: 150)
