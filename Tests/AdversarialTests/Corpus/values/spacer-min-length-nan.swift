HStack { Spacer(minLength: .nan); Text("a") }
