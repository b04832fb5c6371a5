import SwiftUI

struct RunSummary: View {
    let distance = Measurement(value: 5.2, unit: UnitLength.kilometers)
    let duration = Duration.seconds(1_845)
    let completion = 0.82

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Morning Run")
                .font(.title3.bold())
            Text(distance.formatted())
            Text(duration.formatted(.time(pattern: .minuteSecond)))
            Text("Goal: \(completion.formatted(.percent))")
                .foregroundStyle(.green)
        }
        .padding()
    }
}

#Preview {
    RunSummary()
}
