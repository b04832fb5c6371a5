<<<REPEATGroup { REPEAT>>>Text("a")<<<REPEAT }REPEAT>>>
