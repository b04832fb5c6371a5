let x = 1<<<REPEAT + 1REPEAT>>>
Text("\(x)")
