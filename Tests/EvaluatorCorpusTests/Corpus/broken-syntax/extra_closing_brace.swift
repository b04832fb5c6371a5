Text("a")
}
