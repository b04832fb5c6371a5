import SwiftUI

struct MeetingHeader: View {
    let secondsElapsed: Int
    let secondsRemaining: Int

    private var progress: Double {
        let total = secondsElapsed + secondsRemaining
        return total > 0 ? Double(secondsElapsed) / Double(total) : 1
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.titleAndIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(secondsRemaining / 60) minutes")
        .padding(.horizontal)
    }
}

#Preview {
    MeetingHeader(secondsElapsed: 60, secondsRemaining: 180)
}
