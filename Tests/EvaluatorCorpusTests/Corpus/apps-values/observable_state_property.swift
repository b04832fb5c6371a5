// canvas: 200xfit
@Observable
class Timer {
    var seconds = 30
}

struct TimerView: View {
    @State private var timer = Timer()

    var body: some View {
        Text("\(timer.seconds) s left")
    }
}

TimerView()
    .font(.system(size: 10))
