// canvas: 200xfit
func size(_ n: Int) -> String {
    if n < 0 {
        return "neg"
    } else if n == 0 {
        return "zero"
    } else {
        return "pos"
    }
}

VStack {
    Text(size(-2))
    Text(size(0))
    Text(size(5))
}
.font(.system(size: 10))
