func ping(_ n: Int) -> Int { pong(n) }
func pong(_ n: Int) -> Int { ping(n) }

Text("\(ping(1))")
