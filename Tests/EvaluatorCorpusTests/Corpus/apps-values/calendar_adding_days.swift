// canvas: 200xfit
let nextWeek = Calendar.current.date(byAdding: .day, value: 7, to: Date())!

Text(nextWeek.formatted(date: .abbreviated, time: .omitted))
    .font(.system(size: 10))
