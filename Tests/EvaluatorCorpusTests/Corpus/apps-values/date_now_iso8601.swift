// canvas: 200xfit
let stamp = Date.now.formatted(.iso8601)

Text(stamp)
    .font(.system(size: 10))
