// canvas: 200xfit
var body: some View {
    VStack {
        Text("only")
        Text("body")
    }
    .font(.system(size: 10))
}
