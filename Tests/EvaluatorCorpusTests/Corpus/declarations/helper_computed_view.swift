// canvas: 200xfit
struct Profile: View {
    let name = "Ada"

    var header: some View {
        Text(name)
            .padding(5)
    }

    var body: some View {
        header
    }
}

Profile()
    .font(.system(size: 10))
