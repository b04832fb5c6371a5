// canvas: 200xfit
var total = 0
let add = { (n: Int) in total += n }
add(3)
add(4)

Text("\(total)")
    .font(.system(size: 10))
