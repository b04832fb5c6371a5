// canvas: 200xfit
let timeout = Duration.seconds(42)

Text("\(timeout.components.seconds) s")
    .font(.system(size: 10))
