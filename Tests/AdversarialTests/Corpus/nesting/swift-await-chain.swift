let x = <<<REPEATawait REPEAT>>>1
Text("x")
