// canvas: 200xfit
let later = Date.now + 60 * 60 * 3

Text(later.formatted(date: .omitted, time: .shortened))
    .font(.system(size: 10))
