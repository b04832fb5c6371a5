// canvas: 200xfit
let values = [1, 2, 3, 4, 5, 6]

VStack {
    Text("\(values.filter { $0 % 2 == 0 })")
    Text("\(values.reduce(0) { $0 + $1 })")
    Text("\(values.map { String($0) }.joined())")
    Text("\(values.prefix(2)) \(values.dropFirst(4))")
}
.font(.system(size: 10))
