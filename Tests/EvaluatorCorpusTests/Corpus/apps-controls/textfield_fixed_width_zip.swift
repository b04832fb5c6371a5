// canvas: 200xfit
struct Address: View {
    @State private var zip = ""

    var body: some View {
        TextField("Zip", text: $zip)
            .textFieldStyle(.roundedBorder)
            .frame(width: 120)
            .font(.system(size: 10))
    }
}

Address()
