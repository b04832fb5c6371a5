// canvas: 300xfit
struct DayTitle: View {
    let day = Date.now

    var body: some View {
        Text(day.formatted(date: .complete, time: .omitted))
    }
}

DayTitle()
    .font(.system(size: 10))
