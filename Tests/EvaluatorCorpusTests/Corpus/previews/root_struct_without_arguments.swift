// canvas: 200xfit
struct Avatar: View {
    var body: some View {
        Circle().frame(width: 30, height: 30)
    }
}

struct Profile: View {
    var body: some View {
        HStack {
            Avatar()
            Text("Name")
                .font(.system(size: 10))
        }
    }
}
