// canvas: 200xfit
enum Shape2 {
    case dot, bar
}

struct Mark: View {
    let shape: Shape2

    var body: some View {
        switch shape {
        case .dot:
            Circle().frame(width: 10, height: 10)
        case .bar:
            Rectangle().frame(width: 30, height: 4)
        }
    }
}

HStack(spacing: 2) {
    Mark(shape: .dot)
    Mark(shape: .bar)
}
