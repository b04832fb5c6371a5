// canvas: 200xfit
struct Counter {
    var value = 0

    mutating func add(_ n: Int) {
        value += n
    }
}

var c = Counter()
c.add(2)
c.add(5)

Text("\(c.value)")
    .font(.system(size: 10))
