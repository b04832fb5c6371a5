Image("")
    .resizable()
    .frame(width: 50, height: 50)
