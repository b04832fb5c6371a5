Text("Hey")
    .frame(maxWidth: .infinity, alignment: .leading)
