ForEach(0..<(Int.min..<1).count, id: \.self) { i in Text("\(i)") }
