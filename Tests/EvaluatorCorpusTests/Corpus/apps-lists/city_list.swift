List {
    Text("Oslo")
    Text("Lima")
    Text("Kyiv")
}
