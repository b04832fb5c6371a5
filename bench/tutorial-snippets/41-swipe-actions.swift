import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let preview: String
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, sender: "Alex", preview: "Lunch tomorrow?"),
        Message(id: 2, sender: "Sam", preview: "Here are the slides"),
        Message(id: 3, sender: "Priya", preview: "Flight lands at 6")
    ]

    var body: some View {
        List(messages) { message in
            VStack(alignment: .leading) {
                Text(message.sender).font(.headline)
                Text(message.preview).foregroundStyle(.secondary)
            }
            .swipeActions(edge: .trailing) {
                Button(role: .destructive) {
                    messages.removeAll { $0.id == message.id }
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
        }
        .listStyle(.plain)
        .refreshable {}
    }
}

#Preview {
    InboxView()
}
