Text("<<<REPEATlong text REPEAT>>>").fixedSize()
