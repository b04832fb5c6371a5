// canvas: 200xfit
let base: CGFloat = 10
var factor = 3

func scaled(_ v: CGFloat) -> CGFloat {
    v * CGFloat(factor)
}

Color.red
    .frame(width: scaled(base), height: base)
