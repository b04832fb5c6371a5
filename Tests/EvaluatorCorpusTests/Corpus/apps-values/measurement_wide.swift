// canvas: 200xfit
Text(Measurement(value: 3, unit: UnitLength.miles).formatted(.measurement(width: .wide)))
    .font(.system(size: 10))
