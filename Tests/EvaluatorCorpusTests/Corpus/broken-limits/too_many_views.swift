VStack {
    ForEach(0..<6000, id: \.self) { i in
        Text("row \(i)")
    }
}
