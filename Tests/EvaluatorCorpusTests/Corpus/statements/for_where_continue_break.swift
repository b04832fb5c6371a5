// canvas: 200xfit
var picked: [Int] = []
for n in 0..<100 where n % 2 == 1 {
    if n == 3 { continue }
    if n > 9 { break }
    picked.append(n)
}

Text("\(picked)")
    .font(.system(size: 10))
