Color.red
    .frame(width: 20, height: 20)
    .overlay(alignment: .leadingEdge) {
        Text("x")
    }
