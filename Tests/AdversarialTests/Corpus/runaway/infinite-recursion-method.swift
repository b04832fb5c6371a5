struct S {
    func go() -> Int { go() }
}
Text("\(S().go())")
