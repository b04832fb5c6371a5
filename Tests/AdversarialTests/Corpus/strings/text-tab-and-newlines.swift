Text("a\tb\nc\r\nd\re")
