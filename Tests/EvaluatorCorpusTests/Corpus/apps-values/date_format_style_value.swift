// canvas: 200xfit
let style = Date.FormatStyle(date: .abbreviated, time: .omitted)

Text(Date.now, format: style)
    .font(.system(size: 10))
