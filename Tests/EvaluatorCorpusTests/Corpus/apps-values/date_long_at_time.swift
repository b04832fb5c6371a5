// canvas: 300xfit
struct ReminderRow: View {
    let due = Date()

    var body: some View {
        Text(due.formatted(date: .long, time: .shortened))
    }
}

ReminderRow()
    .font(.system(size: 10))
