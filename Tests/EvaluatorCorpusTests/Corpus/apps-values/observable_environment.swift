// canvas: 200xfit
@Observable
final class Library {
    var books = ["Emma", "Dune"]
}

struct BookList: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            ForEach(library.books, id: \.self) { title in
                Text(title)
            }
        }
    }
}

BookList()
    .environment(Library())
    .font(.system(size: 10))
