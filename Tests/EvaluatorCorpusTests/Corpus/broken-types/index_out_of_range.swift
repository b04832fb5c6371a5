let items = ["a", "b"]
Text(items[5])
