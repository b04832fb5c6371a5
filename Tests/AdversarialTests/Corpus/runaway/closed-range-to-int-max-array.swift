Text("\(Array(Int.max - 2...Int.max).count)")
