import SwiftUI

class TimerModel: ObservableObject {
    @Published var seconds = 0
    @Published var isRunning = false

    func toggle() {
        isRunning.toggle()
    }
}

struct StopwatchView: View {
    @StateObject private var model = TimerModel()

    var body: some View {
        VStack(spacing: 24) {
            Text("\(model.seconds) s")
                .font(.system(.largeTitle, design: .monospaced))
            Button(model.isRunning ? "Stop" : "Start") {
                model.toggle()
            }
            .buttonStyle(.borderedProminent)
            .tint(model.isRunning ? .red : .green)
        }
    }
}

#Preview {
    StopwatchView()
}
