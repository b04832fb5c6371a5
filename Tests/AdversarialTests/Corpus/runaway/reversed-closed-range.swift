for i in 10...1 { print(i) }
Text("x")
