Image("photo\u{0}.png")
    .resizable()
    .frame(width: 50, height: 50)
