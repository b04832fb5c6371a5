// canvas: 200xfit
struct PinEntry: View {
    @State private var pin = "1234"

    var body: some View {
        SecureField("PIN", text: $pin)
            .textFieldStyle(.roundedBorder)
            .frame(width: 100)
            .font(.system(size: 10))
    }
}

PinEntry()
