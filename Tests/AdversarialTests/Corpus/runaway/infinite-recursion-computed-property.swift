struct S {
    var x: Int { x + 1 }
}
Text("\(S().x)")
