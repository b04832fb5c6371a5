import SwiftUI

struct ContactCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Jordan Lee", systemImage: "person.fill")
                .font(.headline)
            Label("+1 555 0100", systemImage: "phone")
            Label("jordan@example.com", systemImage: "envelope")
            Label("Portland, Oregon", systemImage: "mappin.and.ellipse")
                .labelStyle(.titleAndIcon)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.1)))
        .padding()
    }
}

#Preview {
    ContactCard()
}
