Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) { GridRow { Text("a"); Text("b") } }
