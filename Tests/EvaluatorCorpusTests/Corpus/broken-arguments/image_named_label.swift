Image(named: "photo")
