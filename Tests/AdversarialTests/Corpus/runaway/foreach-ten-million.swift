ForEach(0..<10_000_000) { i in Text("\(i)") }
