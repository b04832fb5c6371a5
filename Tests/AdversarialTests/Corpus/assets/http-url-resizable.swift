Image("https://evil.example/x.png")
    .resizable()
    .frame(width: 50, height: 50)
