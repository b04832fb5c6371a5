let scores = ["a": 3, "b": 5]
let words = ["x", "y", "z"]
let pairs = Array(words.enumerated())
let big = Int.max

VStack(spacing: CGFloat(4) * 2 + 1) {
    Text("\(scores["b"] ?? 0) \(scores["c"] ?? -1)")
    Text(words[1] + words.last!)
    ForEach(pairs, id: \.offset) { index, word in
        Text("\(index):\(word)")
    }
    Text("\(max(3, 9)) \(min(2.5, 1)) \(abs(-4)) \((1...4).reduce(0) { $0 + $1 })")
    Text("\(big + 1)")
    Text("\(10 / 0)")
}
// ---- block
Text("\(100 / 3)")
    .frame(width: 100 / 3, height: CGFloat(7 / 2))
    .padding(10 / 4)
// ---- block
let huge = 1e300
VStack {
    Text("\(Int(huge))")
    Text("\([1, 2, 3].prefix(-2)) \("abc".prefix(-1)) \("a, b".split(separator: ", "))")
    Color(hue: .infinity, saturation: 1, brightness: 1)
}
