// canvas: 200xfit
struct Face: View {
    var body: some View {
        Text(":)")
    }
}

struct Face_Previews: PreviewProvider {
    static var previews: some View {
        Face()
            .font(.system(size: 10))
    }
}
