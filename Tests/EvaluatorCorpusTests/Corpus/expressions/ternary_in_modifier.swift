// canvas: 200xfit
let compact = true

Color.red
    .frame(width: compact ? 20 : 80, height: compact ? 10 : 40)
