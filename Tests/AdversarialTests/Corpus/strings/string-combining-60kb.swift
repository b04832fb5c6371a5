Text("a<<<REPEAT́REPEAT>>>")
