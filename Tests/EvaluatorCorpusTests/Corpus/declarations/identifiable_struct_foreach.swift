// canvas: 200xfit
struct Item: Identifiable {
    let id: Int
    let name: String
}

let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]

VStack(alignment: .leading) {
    ForEach(items) { item in
        Text(item.name)
    }
}
.font(.system(size: 10))
