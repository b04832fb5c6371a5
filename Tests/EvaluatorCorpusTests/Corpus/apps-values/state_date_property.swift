// canvas: 200xfit
struct AlarmView: View {
    @State private var wakeUp = Date()

    var body: some View {
        VStack {
            Text("Wake up at")
            Text(wakeUp, style: .time)
        }
    }
}

AlarmView()
    .font(.system(size: 10))
