import SwiftUI
import Observation

@Observable
class Library {
    var books = ["Dune", "Emma", "Ulysses"]
    var favourite = "Dune"
}

struct BookShelf: View {
    @State private var library = Library()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Favourite: \(library.favourite)")
                .font(.headline)
            ForEach(library.books, id: \.self) { title in
                Button(title) {
                    library.favourite = title
                }
            }
        }
        .padding()
    }
}

#Preview {
    BookShelf()
}
