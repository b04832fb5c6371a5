Text("a")<<<REPEAT + Text("b")REPEAT>>>
