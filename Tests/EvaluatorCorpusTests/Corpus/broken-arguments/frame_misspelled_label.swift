Color.red
    .frame(w: 10, h: 20)
