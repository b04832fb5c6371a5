Image("~/.ssh/id_rsa")
    .resizable()
    .frame(width: 50, height: 50)
