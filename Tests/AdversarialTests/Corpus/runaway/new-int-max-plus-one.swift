Text("\(Int.max + 1)")
