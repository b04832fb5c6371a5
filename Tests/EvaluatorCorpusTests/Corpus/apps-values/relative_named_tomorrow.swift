// canvas: 200xfit
let delivery = Date.now.addingTimeInterval(86_400)

Text(delivery.formatted(.relative(presentation: .named)))
    .font(.system(size: 10))
