HStack { Spacer(minLength: .infinity); Text("a") }
