let nan = 0.0 / 0.0
let x = Int(nan)
Text("\(x)")
