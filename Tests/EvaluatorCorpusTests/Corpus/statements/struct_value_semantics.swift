// canvas: 200xfit
struct Box {
    var n: Int
}

var a = Box(n: 1)
var b = a
b.n = 9

Text("\(a.n) \(b.n)")
    .font(.system(size: 10))
