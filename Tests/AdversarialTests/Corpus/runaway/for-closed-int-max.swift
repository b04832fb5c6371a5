for _ in 0...Int.max { }
