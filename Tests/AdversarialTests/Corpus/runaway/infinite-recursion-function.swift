func f(_ n: Int) -> Int { f(n + 1) }
Text("\(f(0))")
