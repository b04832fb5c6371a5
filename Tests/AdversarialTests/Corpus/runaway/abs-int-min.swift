Text("\(abs(Int.min))")
