// canvas: 200xfit
struct WeekStrip: View {
    let days = (0..<3).map { Calendar.current.date(byAdding: .day, value: $0, to: Date())! }

    var body: some View {
        VStack {
            ForEach(days, id: \.self) { day in
                Text(day.formatted(.dateTime.weekday()))
            }
        }
    }
}

WeekStrip()
    .font(.system(size: 10))
