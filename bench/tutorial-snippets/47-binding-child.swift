import SwiftUI

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct TrailDetail: View {
    @State private var isFavorite = false

    var body: some View {
        HStack {
            Text("Lost Lake Loop")
                .font(.title)
            FavoriteButton(isSet: $isFavorite)
        }
    }
}

#Preview {
    TrailDetail()
}
