// canvas: 200xfit
let title = "Menu"

func row(_ s: String) -> some View {
    Text(s).frame(width: 60, alignment: .leading)
}

var body: some View {
    VStack(spacing: 0) {
        row(title)
        row("Quit")
    }
    .font(.system(size: 10))
}
