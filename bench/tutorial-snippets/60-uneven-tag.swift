import SwiftUI

struct PriceTag: View {
    let price = 24.99

    var body: some View {
        HStack(spacing: 0) {
            Text("SALE")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(8)
                .background(
                    UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 8)
                        .fill(.red)
                )
            Text(price, format: .currency(code: "EUR"))
                .font(.headline)
                .padding(8)
                .background(
                    UnevenRoundedRectangle(bottomTrailingRadius: 8, topTrailingRadius: 8)
                        .fill(.red.opacity(0.15))
                )
        }
        .redacted(reason: price > 100 ? .placeholder : [])
    }
}

#Preview {
    PriceTag()
}
