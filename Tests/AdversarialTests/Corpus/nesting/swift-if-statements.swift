<<<REPEATif true { REPEAT>>><<<REPEAT }REPEAT>>>
Text("x")
