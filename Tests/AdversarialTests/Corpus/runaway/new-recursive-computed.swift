struct A { var x: Int { x } }
Text("\(A().x)")
