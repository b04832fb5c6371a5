// canvas: 300xfit
Text("\(Date())")
    .font(.system(size: 10))
