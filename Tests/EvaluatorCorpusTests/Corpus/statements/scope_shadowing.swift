// canvas: 200xfit
let x = 1
var seen: [Int] = []

func probe() -> Int {
    let x = 2
    return x
}

do {
    let x = 3
    seen.append(x)
}
seen.append(probe())
seen.append(x)

Text("\(seen)")
    .font(.system(size: 10))
