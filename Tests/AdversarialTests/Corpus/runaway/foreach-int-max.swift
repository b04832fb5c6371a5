ForEach(0..<Int.max) { _ in Color.red }
