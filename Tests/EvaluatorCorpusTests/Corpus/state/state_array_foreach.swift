// canvas: 200xfit
struct List2: View {
    @State private var names = ["x", "yy"]

    var body: some View {
        HStack {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
        }
    }
}

List2()
    .font(.system(size: 10))
