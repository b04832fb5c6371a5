let x: Any = 1
Text(x as! String)
