import SwiftUI

struct AdaptiveStats: View {
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        let layout = typeSize <= .large
            ? AnyLayout(HStackLayout(spacing: 16))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
        layout {
            Label("12 km", systemImage: "figure.run")
            Label("540 kcal", systemImage: "flame")
            Label("58 min", systemImage: "clock")
        }
        .padding()
    }
}

#Preview {
    AdaptiveStats()
}
