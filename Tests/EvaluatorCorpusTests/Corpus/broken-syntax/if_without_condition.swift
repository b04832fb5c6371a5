if {
    Text("a")
}
