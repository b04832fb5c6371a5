ForEach(5..<1) { i in Text("\(i)") }
