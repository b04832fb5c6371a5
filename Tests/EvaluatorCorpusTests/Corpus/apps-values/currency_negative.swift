// canvas: 200xfit
let balance = -5.0

Text(balance.formatted(.currency(code: "USD")))
    .font(.system(size: 10))
