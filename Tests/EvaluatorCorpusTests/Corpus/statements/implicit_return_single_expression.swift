// canvas: 200xfit
func area(_ w: Int, _ h: Int) -> Int { w * h }

var doubledArea: Int {
    area(3, 4) * 2
}

Text("\(doubledArea)")
    .font(.system(size: 10))
