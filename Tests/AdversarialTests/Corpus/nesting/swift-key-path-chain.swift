let x = \Foo.a<<<REPEAT.bREPEAT>>>
Text("x")
