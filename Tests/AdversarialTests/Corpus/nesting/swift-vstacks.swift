<<<REPEATVStack {
REPEAT>>>Text("deep")
<<<REPEAT}
REPEAT>>>