// canvas: 200xfit
var numbers = [3, 1, 2]
numbers.append(5)

VStack {
    Text("\(numbers.count) \(numbers[0]) \(numbers.first!) \(numbers.last!)")
    Text("\(numbers.sorted())")
    Text("\(numbers.contains(2)) \(numbers.isEmpty)")
    Text("\(numbers.reversed().map { $0 * 10 })")
}
.font(.system(size: 10))
