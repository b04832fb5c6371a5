// canvas: 200xfit
var marks: [Int] = []
for t in stride(from: 10, through: 0, by: -5) {
    marks.append(t)
}

Text("\(marks)")
    .font(.system(size: 10))
