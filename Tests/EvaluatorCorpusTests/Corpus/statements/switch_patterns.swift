// canvas: 200xfit
func label(_ n: Int) -> String {
    switch n {
    case 0:
        return "none"
    case 1, 2:
        return "few"
    case 3..<10:
        return "some"
    case let x where x > 100:
        return "huge"
    default:
        return "many"
    }
}

VStack {
    Text(label(0))
    Text(label(2))
    Text(label(7))
    Text(label(50))
    Text(label(500))
}
.font(.system(size: 10))
