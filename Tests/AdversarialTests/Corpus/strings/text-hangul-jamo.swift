Text("<<<REPEAT각REPEAT>>>")
