Text(text: "a")
