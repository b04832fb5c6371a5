VStack {
    Text("Hello, World!")
    Text(verbatim: "**not markdown**")
    Text("Count: \(3 + 4), ratio: \(7.0 / 2), half: \(7 / 2)")
    Text("Line one\nLine two \"quoted\"")
}
