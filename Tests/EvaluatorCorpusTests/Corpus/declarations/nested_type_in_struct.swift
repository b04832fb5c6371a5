// canvas: 200xfit
struct Legend: View {
    enum Kind: String {
        case dot, bar
    }

    let kind: Kind

    var body: some View {
        Text(kind.rawValue)
    }
}

Legend(kind: .bar)
    .font(.system(size: 10))
