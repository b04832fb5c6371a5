// canvas: 200xfit
struct BedtimeView: View {
    @State private var wakeUp = defaultWakeTime

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    var body: some View {
        VStack {
            Text("Wake up")
            Text(wakeUp.formatted(date: .omitted, time: .shortened))
        }
    }
}

BedtimeView()
    .font(.system(size: 10))
