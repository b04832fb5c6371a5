// canvas: 200xfit
let start = Date(timeIntervalSinceNow: -600)
let seconds = Date.now.timeIntervalSince(start)

Text("\(Int(seconds)) s")
    .font(.system(size: 10))
