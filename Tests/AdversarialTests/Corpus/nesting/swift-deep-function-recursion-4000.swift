func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
Text("\(depth(4000))")
