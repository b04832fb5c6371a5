Text("value \(1 + )")
