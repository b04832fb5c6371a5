// canvas: 200xfit
func factorial(_ n: Int) -> Int {
    n <= 1 ? 1 : n * factorial(n - 1)
}

func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    return fib(n - 1) + fib(n - 2)
}

Text("\(factorial(10)) \(fib(12))")
    .font(.system(size: 10))
