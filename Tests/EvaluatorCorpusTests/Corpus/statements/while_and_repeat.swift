// canvas: 200xfit
var n = 1
while n < 50 {
    n *= 3
}
var m = 10
repeat {
    m -= 4
} while m > 0

Text("\(n) \(m)")
    .font(.system(size: 10))
