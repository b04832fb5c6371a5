struct Label2: View {
    var body: some View { Text("first") }
}
// ---- block
Label2()
// ---- block
struct Label2: View {
    var body: some View { Text("second").bold() }
}
// ---- block
Label2().padding()
