VStack { Spacer(minLength: -1e9); Text("a") }
