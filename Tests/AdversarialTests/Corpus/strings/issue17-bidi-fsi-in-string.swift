Text("a⁨b⁩")
