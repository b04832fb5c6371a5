Text("abc".uppercase())
