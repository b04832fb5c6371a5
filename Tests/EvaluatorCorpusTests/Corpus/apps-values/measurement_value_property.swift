// canvas: 200xfit
let bottle = Measurement(value: 2.5, unit: UnitVolume.liters)

Text("\(bottle.value) L")
    .font(.system(size: 10))
