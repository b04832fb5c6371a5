// canvas: 200xfit
struct CountdownView: View {
    let start = Date()
    var end: Date { start.addingTimeInterval(86_400 * 3) }

    var body: some View {
        let days = Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0
        Text("\(days) days left")
    }
}

CountdownView()
    .font(.system(size: 10))
