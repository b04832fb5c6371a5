struct Item {
    var name: String
}

let item = Item(name: "x")
Text(item.title)
