ForEach(10..<0) { i in Text("\(i)") }
