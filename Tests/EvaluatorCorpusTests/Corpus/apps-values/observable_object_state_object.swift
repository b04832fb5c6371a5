// canvas: 200xfit
final class Store: ObservableObject {
    @Published var items = ["Milk", "Bread"]
}

struct ShoppingList: View {
    @StateObject private var store = Store()

    var body: some View {
        VStack {
            ForEach(store.items, id: \.self) { Text($0) }
        }
    }
}

ShoppingList()
    .font(.system(size: 10))
