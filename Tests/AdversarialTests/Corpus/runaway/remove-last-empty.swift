var a: [Int] = []
let x = a.removeLast()
Text("\(x)")
