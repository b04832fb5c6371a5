import SwiftUI

struct DownloadStatus: View {
    let progress = 0.65

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(value: progress) {
                Text("Downloading")
            } currentValueLabel: {
                Text(progress, format: .percent)
            }
            Gauge(value: progress) {
                Text("Storage")
            }
            .gaugeStyle(.accessoryCircular)
            ProgressView()
                .controlSize(.large)
        }
        .padding()
    }
}

#Preview {
    DownloadStatus()
}
