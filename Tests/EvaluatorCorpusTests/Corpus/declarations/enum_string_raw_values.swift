// canvas: 200xfit
enum Fruit: String {
    case apple
    case pear = "Pear!"
}

VStack {
    Text(Fruit.apple.rawValue)
    Text(Fruit.pear.rawValue)
}
.font(.system(size: 10))
