// canvas: 200xfit
var stock = ["apples": 3, "pears": 0]
stock["kiwis"] = 7

VStack {
    Text("\(stock["apples"] ?? 0)")
    Text("\(stock["plums"] ?? -1)")
    Text("\(stock["plums", default: 9])")
    Text("\(stock.count) \(stock.keys.sorted().first!)")
}
.font(.system(size: 10))
