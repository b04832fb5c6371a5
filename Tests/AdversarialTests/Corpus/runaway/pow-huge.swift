let x = pow(10.0, 400.0)
Text("\(x)")
