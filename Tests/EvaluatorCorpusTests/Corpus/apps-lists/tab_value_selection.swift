TabView(selection: .constant("b")) {
    Tab("Alpha", systemImage: "house", value: "a") {
        Text("First")
    }
    Tab("Beta", systemImage: "gear", value: "b") {
        Text("Second")
    }
}
