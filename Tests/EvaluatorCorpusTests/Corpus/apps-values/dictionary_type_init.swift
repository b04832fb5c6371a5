// canvas: 200xfit
var scores = [String: Int]()
scores["Ana"] = 3

Text("\(scores.count) player")
    .font(.system(size: 10))
