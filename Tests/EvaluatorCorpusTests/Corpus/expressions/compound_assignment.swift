// canvas: 200xfit
var n = 10
n += 5
n -= 3
n *= 2
var s = "a"
s += "bc"

Text("\(n) \(s)")
    .font(.system(size: 10))
