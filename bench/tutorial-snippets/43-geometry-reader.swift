import SwiftUI

struct ProgressBar: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 12)
    }
}

#Preview {
    VStack(spacing: 16) {
        ProgressBar(fraction: 0.3)
        ProgressBar(fraction: 0.75)
    }
    .padding()
}
