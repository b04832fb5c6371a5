// canvas: 200xfit
struct TodayLabel: View {
    private let calendar = Calendar.current

    var body: some View {
        let weekday = calendar.component(.weekday, from: Date())
        Text(calendar.weekdaySymbols[weekday - 1])
    }
}

TodayLabel()
    .font(.system(size: 10))
