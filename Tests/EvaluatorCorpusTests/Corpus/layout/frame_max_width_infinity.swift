Text("Hey")
    .frame(maxWidth: .infinity)
