// canvas: 200xfit
struct Label2: View {
    var body: some View { Text("old") }
}
// ---- block
struct Label2: View {
    var body: some View { Text("newer") }
}

Label2()
    .font(.system(size: 10))
