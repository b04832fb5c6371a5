// canvas: 200xfit
struct Chip: View {
    let text: String

    static func make(_ n: Int) -> Chip {
        Chip(text: "#\(n)")
    }

    var body: some View {
        Text(text)
    }
}

Chip.make(7)
    .font(.system(size: 10))
