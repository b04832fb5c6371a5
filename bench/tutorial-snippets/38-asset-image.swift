import SwiftUI

struct RecipeHeader: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(.pancakes)
                .resizable()
                .scaledToFill()
                .frame(height: 200)
                .clipped()
            Text("Fluffy Pancakes")
                .font(.title2.bold())
                .padding(.horizontal)
            Text("Ready in 20 minutes · Serves 4")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .padding(.horizontal)
        }
    }
}

#Preview {
    RecipeHeader()
}
