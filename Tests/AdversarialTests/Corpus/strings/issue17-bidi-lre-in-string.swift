Text("a‪b‬")
