// canvas: 200xfit
struct Temperature {
    var celsius: Double
}

extension Temperature {
    var fahrenheit: Double {
        celsius * 9 / 5 + 32
    }
}

Text("\(Int(Temperature(celsius: 100).fahrenheit))")
    .font(.system(size: 10))
