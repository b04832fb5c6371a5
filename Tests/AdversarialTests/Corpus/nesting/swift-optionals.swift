let x: Int<<<REPEAT?REPEAT>>> = nil
Text("x")
