let x = <<<REPEATtrue ? 1 : REPEAT>>>0
Text("\(x)")
