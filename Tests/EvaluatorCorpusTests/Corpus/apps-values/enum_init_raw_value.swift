// canvas: 200xfit
enum Size: String {
    case small, medium, large
}

Text(Size(rawValue: "huge") == nil ? "No such size" : "Found")
    .font(.system(size: 10))
