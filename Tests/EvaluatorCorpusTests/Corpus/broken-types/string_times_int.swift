Text("ab" * 3)
