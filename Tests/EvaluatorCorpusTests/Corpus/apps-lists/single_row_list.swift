List {
    Text("Nothing yet")
}
