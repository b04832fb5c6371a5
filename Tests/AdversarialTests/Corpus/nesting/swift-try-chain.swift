let x = <<<REPEATtry REPEAT>>>1
Text("x")
