// canvas: 400xfit
let token = UUID()

Text(token.uuidString)
    .font(.system(size: 10))
