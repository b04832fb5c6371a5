// canvas: 200x200
LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    .frame(height: 30)
