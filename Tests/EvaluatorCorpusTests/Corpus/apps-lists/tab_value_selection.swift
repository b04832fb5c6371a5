TabView(selection: .constant("b")) {
    Tab("Alpha", systemImage: "a.circle", value: "a") {
        Text("First")
    }
    Tab("Beta", systemImage: "b.circle", value: "b") {
        Text("Second")
    }
}
