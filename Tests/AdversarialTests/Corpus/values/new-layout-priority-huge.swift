HStack { Text("a").layoutPriority(1e308); Text("b") }
