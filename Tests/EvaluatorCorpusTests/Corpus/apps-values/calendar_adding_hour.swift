// canvas: 200xfit
let nextHour = Calendar.current.date(byAdding: .hour, value: 1, to: .now)!

Text(nextHour.formatted(date: .omitted, time: .shortened))
    .font(.system(size: 10))
