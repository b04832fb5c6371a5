List {
    ForEach(1...3, id: \.self) { n in
        Text("Step \(n)")
    }
}
