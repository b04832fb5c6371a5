Image("photo\u{0}.png")
