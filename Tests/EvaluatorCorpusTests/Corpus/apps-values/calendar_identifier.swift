// canvas: 200xfit
let calendar = Calendar(identifier: .gregorian)
let month = calendar.component(.month, from: Date())

Text(calendar.monthSymbols[month - 1])
    .font(.system(size: 10))
