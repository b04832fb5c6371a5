Image("https://evil.example/x.png")
