// canvas: 200xfit
struct Hello: View {
    var body: some View {
        Text("hello")
    }
}

#Preview {
    Hello()
        .font(.system(size: 10))
}
