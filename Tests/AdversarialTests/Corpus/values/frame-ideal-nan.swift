Text("Hello, World!")
    .frame(idealWidth: .nan, idealHeight: .infinity)
