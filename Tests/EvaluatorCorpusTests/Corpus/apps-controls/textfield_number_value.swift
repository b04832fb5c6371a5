// canvas: 200xfit
struct AgeField: View {
    @State private var age = 42

    var body: some View {
        TextField("Age", value: $age, format: .number)
            .font(.system(size: 10))
    }
}

AgeField()
