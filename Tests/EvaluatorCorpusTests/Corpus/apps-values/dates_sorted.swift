// canvas: 200xfit
let dates = [
    Date(timeIntervalSince1970: 200_000),
    Date(timeIntervalSince1970: 100_000),
]
let earliest = dates.sorted { $0 < $1 }.first!

Text(earliest.formatted(date: .abbreviated, time: .omitted))
    .font(.system(size: 10))
