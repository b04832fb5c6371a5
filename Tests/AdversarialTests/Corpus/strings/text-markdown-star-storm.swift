Text("<<<REPEAT*REPEAT>>>")
