let x = 0.5<<<REPEAT * 1.0001REPEAT>>>
Text("\(x)")
