Image("javascript:alert(1)")
    .resizable()
    .frame(width: 50, height: 50)
