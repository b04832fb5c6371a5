import SwiftUI

struct EventCard: View {
    let start = Date()

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Team Standup")
                .font(.headline)
            Text(start, style: .date)
            Text(start, style: .time)
                .foregroundStyle(.secondary)
            Text(start.formatted(date: .abbreviated, time: .shortened))
                .font(.caption)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .padding()
    }
}

#Preview {
    EventCard()
}
