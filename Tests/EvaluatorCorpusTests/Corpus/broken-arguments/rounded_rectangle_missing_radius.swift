RoundedRectangle()
    .frame(width: 20, height: 20)
