func a(_ n: Int) -> Int { b(n) }
func b(_ n: Int) -> Int { a(n) }
Text("\(a(1))")
