// canvas: 200xfit
struct DueLabel: View {
    let due = Date()

    var body: some View {
        if Calendar.current.isDateInToday(due) {
            Text("Due today")
        } else {
            Text(due, style: .date)
        }
    }
}

DueLabel()
    .font(.system(size: 10))
