func forever(_ n: Int) -> Int {
    forever(n + 1)
}

Text("\(forever(0))")
