Text("Body")
