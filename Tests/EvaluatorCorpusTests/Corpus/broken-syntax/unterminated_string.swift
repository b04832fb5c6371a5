Text("no end)
