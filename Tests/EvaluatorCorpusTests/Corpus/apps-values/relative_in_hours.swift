// canvas: 200xfit
let boarding = Date().addingTimeInterval(2 * 3600)

Text(boarding.formatted(.relative(presentation: .numeric)))
    .font(.system(size: 10))
