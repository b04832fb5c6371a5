import SwiftUI

struct ShareBar: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Button("Share on Messages") {}
                Button("Copy Link") {}
                Button("More Options") {}
            }
            HStack {
                Image(systemName: "message")
                Image(systemName: "link")
                Image(systemName: "ellipsis")
            }
        }
        .buttonStyle(.bordered)
        .padding()
    }
}

#Preview {
    ShareBar()
}
