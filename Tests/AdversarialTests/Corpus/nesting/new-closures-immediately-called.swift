let x = <<<REPEAT{ REPEAT>>>1<<<REPEAT }()REPEAT>>>
Text("\(x)")
