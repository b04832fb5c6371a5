import SwiftUI

enum OrderStatus {
    case placed, shipped, delivered
}

struct StatusPill: View {
    let status: OrderStatus

    var title: String {
        switch status {
        case .placed: return "Placed"
        case .shipped: return "Shipped"
        case .delivered: return "Delivered"
        }
    }

    var colour: Color {
        switch status {
        case .placed: .orange
        case .shipped: .blue
        case .delivered: .green
        }
    }

    var body: some View {
        Text(title)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(colour.opacity(0.2), in: Capsule())
            .foregroundStyle(colour)
    }
}

#Preview {
    VStack {
        StatusPill(status: .placed)
        StatusPill(status: .shipped)
        StatusPill(status: .delivered)
    }
}
