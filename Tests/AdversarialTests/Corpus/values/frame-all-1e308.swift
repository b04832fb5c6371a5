Text("Hello, World!")
    .frame(minWidth: 1e308, idealWidth: 1e308, maxWidth: 1e308, minHeight: 1e308, idealHeight: 1e308, maxHeight: 1e308)
