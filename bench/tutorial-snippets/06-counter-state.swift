import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
            HStack(spacing: 12) {
                Button("Decrease") { count -= 1 }
                    .buttonStyle(.bordered)
                Button("Increase") {
                    withAnimation(.spring) { count += 1 }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

#Preview {
    CounterView()
}
