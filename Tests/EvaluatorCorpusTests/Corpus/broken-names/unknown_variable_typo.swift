let title = "Hello"
Text(titel)
