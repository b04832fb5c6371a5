text("a")
