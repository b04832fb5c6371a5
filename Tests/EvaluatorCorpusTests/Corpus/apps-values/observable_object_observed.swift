// canvas: 200xfit
class Counter: ObservableObject {
    @Published var value = 7
}

struct CounterLabel: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("Count: \(counter.value)")
    }
}

CounterLabel(counter: Counter())
    .font(.system(size: 10))
