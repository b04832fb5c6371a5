// canvas: 200xfit
let calendar = Calendar.current
let lastOfJanuary = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31))!
let next = calendar.date(byAdding: .month, value: 1, to: lastOfJanuary)!

Text(next.formatted(date: .abbreviated, time: .omitted))
    .font(.system(size: 10))
