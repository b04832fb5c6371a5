Text("<<<REPEATabcdefghij&<>REPEAT>>>")
