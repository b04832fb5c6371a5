// canvas: 200x200
let size = CGSize(width: 40, height: 20)
let center = CGPoint(x: 50, y: 60)

Color.red
    .frame(width: size.width, height: size.height)
    .position(center)
