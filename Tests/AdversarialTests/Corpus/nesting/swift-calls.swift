func f(_ x: Int) -> Int { x }
let x = <<<REPEATf(REPEAT>>>1<<<REPEAT)REPEAT>>>
Text("\(x)")
