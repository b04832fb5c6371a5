VStack {
    ForEach(0..<10_000_000, id: \.self) { i in
        Text("row \(i)")
    }
}
