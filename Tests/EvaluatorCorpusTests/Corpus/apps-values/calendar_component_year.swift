// canvas: 200xfit
let year = Calendar.current.component(.year, from: .now)

Text("© \(year) Acme")
    .font(.system(size: 10))
