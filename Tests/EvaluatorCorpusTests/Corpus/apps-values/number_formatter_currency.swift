// canvas: 200xfit
let formatter = NumberFormatter()
formatter.numberStyle = .currency
formatter.currencyCode = "EUR"

Text(formatter.string(from: NSNumber(value: 1234.5)) ?? "")
    .font(.system(size: 10))
