Text("a⁩")
