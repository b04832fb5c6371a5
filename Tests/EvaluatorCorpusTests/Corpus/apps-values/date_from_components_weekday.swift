// canvas: 200xfit
var components = DateComponents()
components.year = 2025
components.month = 12
components.day = 25
let christmas = Calendar.current.date(from: components)!

Text(christmas.formatted(.dateTime.weekday(.wide)))
    .font(.system(size: 10))
