let sizes = [3.5, 1.5, 2]
VStack {
    Text("\([1, 2, 3, 4].reduce(0, +)) \(sizes.reduce(1.0, *))")
    Text("\([3, 1, 2].sorted(by: >)) \([3, 1, 2].sorted(by: <))")
    Text("\([2, 2, 3].reduce(10, -))")
}
