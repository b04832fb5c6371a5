import SwiftUI

struct AppIcon: View {
    let unread = 4

    var body: some View {
        RoundedRectangle(cornerRadius: 14, style: .continuous)
            .fill(.green.gradient)
            .frame(width: 64, height: 64)
            .overlay(Image(systemName: "message.fill").font(.title).foregroundStyle(.white))
            .overlay(alignment: .topTrailing) {
                Text("\(unread)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .padding(6)
                    .background(Circle().fill(.red))
                    .offset(x: 8, y: -8)
            }
            .contextMenu {
                Button("Mark All Read", systemImage: "envelope.open") {}
                Button("Mute", systemImage: "bell.slash") {}
            }
    }
}

#Preview {
    AppIcon()
}
