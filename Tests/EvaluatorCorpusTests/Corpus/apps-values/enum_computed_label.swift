// canvas: 200xfit
enum Weather {
    case sunny, rainy, snowy

    var label: String {
        switch self {
        case .sunny: "Sunny"
        case .rainy: "Rainy"
        case .snowy: "Snowy"
        }
    }
}

Text(Weather.rainy.label)
    .font(.system(size: 10))
