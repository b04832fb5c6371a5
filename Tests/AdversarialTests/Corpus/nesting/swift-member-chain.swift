let x = a<<<REPEAT.bREPEAT>>>
Text("x")
