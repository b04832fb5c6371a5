let s = "a"<<<REPEAT + "b"REPEAT>>>
Text(s)
