Text("<<<REPEATx\nREPEAT>>>")
