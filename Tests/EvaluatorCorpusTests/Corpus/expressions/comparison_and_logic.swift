// canvas: 200xfit
let a = 3
let b = 2

VStack {
    Text("\(a > b && !(a == b) || false)")
    Text("\(a <= b)")
    Text("\(a != b ? "ne" : "eq")")
}
.font(.system(size: 10))
