// canvas: 200xfit
func bump(_ value: inout Int, by step: Int = 1) {
    value += step
}

var counter = 5
bump(&counter)
bump(&counter, by: 10)

Text("\(counter)")
    .font(.system(size: 10))
