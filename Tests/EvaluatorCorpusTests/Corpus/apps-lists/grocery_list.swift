List {
    Text("Milk")
    Text("Eggs")
    Text("Bread")
}
