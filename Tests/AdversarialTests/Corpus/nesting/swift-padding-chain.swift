Text("x")<<<REPEAT.padding(1)REPEAT>>>
