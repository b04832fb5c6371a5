VStak {
    Text("a")
}
