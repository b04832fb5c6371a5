func total(_ values: [Int]) -> Int {
    var sum = 0
    for v in values where v > 1 {
        if v == 4 { continue }
        sum += v
    }
    return sum
}

func label(for n: Int) -> String {
    guard n >= 0 else { return "negative" }
    switch n {
    case 0: return "zero"
    case 1...9: return "digit"
    default: return "big"
    }
}

let doubled = [1, 2, 3].map { $0 * 2 }

VStack {
    Text("\(total([1, 2, 3, 4, 5]))")
    Text(label(for: 7) + " " + label(for: -1) + " " + label(for: 42))
    Text("\(doubled) \(doubled.count > 2 ? "many" : "few")")
}
