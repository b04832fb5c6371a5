Text("a‭b‬")
