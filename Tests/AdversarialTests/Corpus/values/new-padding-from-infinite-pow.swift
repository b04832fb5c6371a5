Text("a").padding(pow(10.0, 400.0))
