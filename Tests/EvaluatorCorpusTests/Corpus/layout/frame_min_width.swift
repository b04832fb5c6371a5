Text("Hey")
    .frame(minWidth: 101)
