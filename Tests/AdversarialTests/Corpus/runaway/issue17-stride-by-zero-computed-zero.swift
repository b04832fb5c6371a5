let z = 1 - 1
let s = stride(from: 0, to: 3, by: z)
Text("\(s.count)")
