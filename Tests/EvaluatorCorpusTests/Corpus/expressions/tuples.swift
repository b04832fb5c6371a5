// canvas: 200xfit
let size = (width: 30, height: 12)
let pair = (4, "four")

VStack {
    Text("\(size.width)x\(size.height)")
    Text("\(pair.0) \(pair.1)")
}
.font(.system(size: 10))
