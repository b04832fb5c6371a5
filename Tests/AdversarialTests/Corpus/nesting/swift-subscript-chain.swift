let a = [1]
let x = a<<<REPEAT[0]REPEAT>>>
Text("x")
