// canvas: 200xfit
let words = "a b c".split(separator: " ")

VStack {
    Text(words.joined(separator: "-"))
    Text("\(words.count)")
    Text(["x", "y"].joined())
}
.font(.system(size: 10))
