<<<REPEATstruct A { REPEAT>>><<<REPEAT }REPEAT>>>
Text("x")
