// canvas: 200xfit
let double = { (x: Int) in x * 2 }
let increment: (Int) -> Int = { $0 + 1 }
let describe: (Int, Int) -> String = { a, b in "\(a)/\(b)" }

VStack {
    Text("\(double(4))")
    Text("\(increment(double(5)))")
    Text(describe(1, 2))
}
.font(.system(size: 10))
