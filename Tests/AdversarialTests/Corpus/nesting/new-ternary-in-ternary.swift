let x = <<<REPEATtrue ? (REPEAT>>>1<<<REPEAT) : 0REPEAT>>>
Text("\(x)")
