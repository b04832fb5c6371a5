let f: <<<REPEAT() -> REPEAT>>>Int
Text("x")
