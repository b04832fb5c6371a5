import SwiftUI

struct FavoritesList: View {
    let favorites: [String] = []

    var body: some View {
        NavigationStack {
            Group {
                if favorites.isEmpty {
                    ContentUnavailableView(
                        "No Favorites",
                        systemImage: "heart.slash",
                        description: Text("Tap the heart on any item to save it here.")
                    )
                } else {
                    List(favorites, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Favorites")
        }
    }
}

#Preview {
    FavoritesList()
}
