// canvas: 200xfit
struct ProfileRow: View {
    @State private var name = ""

    var body: some View {
        HStack(spacing: 0) {
            Text("Name")
                .frame(width: 60, alignment: .leading)
            TextField("Required", text: $name)
        }
        .font(.system(size: 10))
    }
}

ProfileRow()
