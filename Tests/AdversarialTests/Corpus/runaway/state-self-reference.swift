struct V: View {
    @State var a: Int = 1
    var body: some View { Text("\(a)").onAppear { a = a + 1 } }
}
V()
