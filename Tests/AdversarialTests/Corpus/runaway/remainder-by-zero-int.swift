let z = 0
let x = 7 % z
Text("\(x)")
