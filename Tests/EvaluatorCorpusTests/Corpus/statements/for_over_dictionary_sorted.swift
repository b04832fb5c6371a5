// canvas: 200xfit
let ages = ["b": 2, "a": 1, "c": 3]
var line = ""
for (name, age) in ages.sorted(by: { $0.key < $1.key }) {
    line += "\(name)\(age)"
}

Text(line)
    .font(.system(size: 10))
