// canvas: 200xfit
struct Badge: View {
    let label: String

    var body: some View {
        Text(label)
    }
}

Badge(label: "new")
    .font(.system(size: 10))
