Text("a‬")
