// canvas: 200xfit
struct Stepper2: View {
    @Binding var value: Int

    var body: some View {
        Text("v\(value)")
            .font(.system(size: 10))
    }
}

#Preview {
    @Previewable @State var value = 5
    Stepper2(value: $value)
}
