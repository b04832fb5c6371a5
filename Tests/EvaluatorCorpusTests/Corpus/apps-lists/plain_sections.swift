List {
    Section("Fruit") {
        Text("Apple")
        Text("Pear")
    }
    Section("Veg") {
        Text("Leek")
    }
}
.listStyle(.plain)
