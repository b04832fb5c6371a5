let x: Int? = nil
let y = x<<<REPEAT?.descriptionREPEAT>>>
Text("y")
