Text("a").position(x: -.greatestFiniteMagnitude, y: 0)
