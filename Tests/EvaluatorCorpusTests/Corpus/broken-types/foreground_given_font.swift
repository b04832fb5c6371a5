Text("a")
    .foregroundStyle(.title)
