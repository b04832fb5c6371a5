Text("\(abs(Int.min + 1)) \(max(Int.max, 0))")
