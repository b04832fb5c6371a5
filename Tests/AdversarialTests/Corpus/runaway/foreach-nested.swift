VStack {
    ForEach(0..<1000) { _ in
        ForEach(0..<1000) { _ in Color.red }
    }
}
