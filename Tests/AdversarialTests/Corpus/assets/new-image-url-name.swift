Image("https://example.com/x.png")
