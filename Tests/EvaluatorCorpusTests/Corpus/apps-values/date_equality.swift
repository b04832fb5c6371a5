// canvas: 200xfit
let a = Date(timeIntervalSince1970: 100)
let b = Date(timeIntervalSince1970: 50).addingTimeInterval(50)

Text(a == b ? "Same moment" : "Different")
    .font(.system(size: 10))
