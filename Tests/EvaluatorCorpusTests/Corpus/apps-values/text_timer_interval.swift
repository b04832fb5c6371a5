// canvas: 200xfit
struct OvenTimer: View {
    let end = Date().addingTimeInterval(300)

    var body: some View {
        Text(timerInterval: Date()...end, countsDown: true)
    }
}

OvenTimer()
    .font(.system(size: 10))
