Image("..\\..\\windows\\win.ini")
    .resizable()
    .frame(width: 50, height: 50)
