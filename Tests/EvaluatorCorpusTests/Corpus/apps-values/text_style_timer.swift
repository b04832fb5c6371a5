// canvas: 200xfit
struct WorkoutTimer: View {
    let started = Date().addingTimeInterval(-90)

    var body: some View {
        VStack {
            Text("Elapsed")
            Text(started, style: .timer)
        }
    }
}

WorkoutTimer()
    .font(.system(size: 10))
