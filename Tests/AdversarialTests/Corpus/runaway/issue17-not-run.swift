Text(!!!true ? "a" : "b")
