// canvas: 200xfit
let brand = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)

Color(brand)
    .frame(width: 20, height: 20)
