// canvas: 200xfit
@State var name = "Ann"

var body: some View {
    Text("Hi \(name)")
        .font(.system(size: 10))
}
