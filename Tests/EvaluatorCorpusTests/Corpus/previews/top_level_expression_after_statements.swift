// canvas: 200xfit
let words = ["a", "b"]
var joined = words.joined(separator: "+")
joined += "!"

Text(joined)
    .font(.system(size: 10))
