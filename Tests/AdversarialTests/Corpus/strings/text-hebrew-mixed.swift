Text("abc אבג 123")
