// canvas: 200xfit
let counts = ["b": 2, "a": 1]

VStack {
    ForEach(counts.keys.sorted(), id: \.self) { key in
        Text("\(key):\(counts[key]!)")
    }
}
.font(.system(size: 10))
