let m = Int.min
let n = abs(m)
Text("\(n)")
