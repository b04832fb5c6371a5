Text("a").
