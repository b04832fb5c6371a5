// canvas: 200xfit
let lap = Duration.seconds(3725)

Text(lap.formatted())
    .font(.system(size: 10))
