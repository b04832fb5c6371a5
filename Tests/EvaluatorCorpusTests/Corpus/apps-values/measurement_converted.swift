// canvas: 200xfit
let distance = Measurement(value: 10, unit: UnitLength.kilometers)

Text(distance.converted(to: .miles).formatted())
    .font(.system(size: 10))
