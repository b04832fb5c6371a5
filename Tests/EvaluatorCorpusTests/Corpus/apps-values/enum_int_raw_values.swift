// canvas: 200xfit
enum Priority: Int {
    case low = 1, medium, high
}

Text("Priority \(Priority.high.rawValue)")
    .font(.system(size: 10))
