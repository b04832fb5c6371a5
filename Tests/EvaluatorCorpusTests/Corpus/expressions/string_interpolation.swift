// canvas: 200xfit
let name = "Kim"
let score = 7

Text("\(name) has \(score * 2) (\("x"))")
    .font(.system(size: 10))
