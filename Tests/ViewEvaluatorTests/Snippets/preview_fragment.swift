@State private var isOn = true
let title = "Airplane Mode"

var body: some View {
    Toggle(title, isOn: $isOn)
        .padding()
}
