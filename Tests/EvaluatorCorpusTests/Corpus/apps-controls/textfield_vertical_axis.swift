// canvas: 200xfit
struct BioField: View {
    @State private var bio = ""

    var body: some View {
        TextField("Bio", text: $bio, axis: .vertical)
            .font(.system(size: 10))
    }
}

BioField()
