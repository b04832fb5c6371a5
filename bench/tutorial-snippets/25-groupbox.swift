import SwiftUI

struct ActivitySummary: View {
    var body: some View {
        GroupBox {
            HStack {
                VStack(alignment: .leading) {
                    Text("8,421")
                        .font(.title.bold())
                    Text("steps today")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "figure.walk")
                    .font(.largeTitle)
            }
        } label: {
            Label("Activity", systemImage: "heart.fill")
                .foregroundStyle(.red)
        }
        .padding()
    }
}

#Preview {
    ActivitySummary()
}
