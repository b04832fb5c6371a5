// canvas: 200xfit
Text(Measurement(value: 70, unit: UnitMass.kilograms).formatted(.measurement(width: .narrow)))
    .font(.system(size: 10))
