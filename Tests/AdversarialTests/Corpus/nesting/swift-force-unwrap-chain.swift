let x = a<<<REPEAT!REPEAT>>>
Text("x")
