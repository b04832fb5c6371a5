Text("a").offset(x: .greatestFiniteMagnitude)
