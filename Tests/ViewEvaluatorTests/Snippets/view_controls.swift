struct Settings: View {
    @State private var wifi = true
    @State private var when = 0

    var body: some View {
        VStack {
            Button("Tap") {}
            Button {
                print("tapped")
            } label: {
                Label("Add", systemImage: "plus")
            }
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: .constant(false))
            GroupBox("Settings") {
                Text("Inside")
            }
            DatePicker("Alarm", selection: $when, displayedComponents: .hourAndMinute)
            ProgressView()
            ProgressView(value: 3, total: 4)
        }
    }
}
