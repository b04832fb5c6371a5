Text("\(Array(stride(from: Int.max - 2, through: Int.max, by: 1)).count)")
