// canvas: 200xfit
let epoch = Date(timeIntervalSince1970: 0)

Text(epoch.formatted(date: .abbreviated, time: .omitted))
    .font(.system(size: 10))
