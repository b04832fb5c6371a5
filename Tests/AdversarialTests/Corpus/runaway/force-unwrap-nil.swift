let x: Int? = nil
Text("\(x!)")
