// canvas: 200xfit
struct Readout: View {
    @Binding var value: Int

    var body: some View {
        Text("=\(value)")
    }
}

struct Parent: View {
    @State private var level = 42

    var body: some View {
        Readout(value: $level)
    }
}

Parent()
    .font(.system(size: 10))
