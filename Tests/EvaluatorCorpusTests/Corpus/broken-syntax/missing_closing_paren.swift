Text("hello"
    .padding()
