Text("Hello, World!")
    .padding(EdgeInsets(top: .nan, leading: .infinity, bottom: -1e308, trailing: 1e308))
