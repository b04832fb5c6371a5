Text("a‫b‬")
