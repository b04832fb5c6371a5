// canvas: 200xfit
let w: CGFloat = 10
let n = 3

VStack {
    Text("\(w * CGFloat(n))")
    Text("\(Int(7.9)) \(Int(-7.9))")
    Text("\(Double(3))")
    Text("\(Int("42")! + 1)")
}
.font(.system(size: 10))
