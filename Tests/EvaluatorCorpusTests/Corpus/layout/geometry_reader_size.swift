// canvas: 200x200
GeometryReader { proxy in
    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
}
.font(.system(size: 10))
