enum E {
    static func go() -> Int { E.go() }
}
Text("\(E.go())")
