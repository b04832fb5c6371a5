// canvas: 200xfit
let run = Measurement(value: 5.2, unit: UnitLength.kilometers)

Text(run.formatted())
    .font(.system(size: 10))
