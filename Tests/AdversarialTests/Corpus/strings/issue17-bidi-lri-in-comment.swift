// check access ⁦
Text("a")
