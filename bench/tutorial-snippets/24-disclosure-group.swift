import SwiftUI

struct FAQView: View {
    @State private var shippingExpanded = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DisclosureGroup("How long does shipping take?", isExpanded: $shippingExpanded) {
                Text("Most orders arrive within three to five business days.")
                    .font(.callout)
            }
            DisclosureGroup("Can I return an item?") {
                Text("Yes, within 30 days of delivery.")
                    .font(.callout)
            }
        }
        .padding()
    }
}

#Preview {
    FAQView()
}
