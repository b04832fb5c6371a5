enum Size: String, CaseIterable {
    case small, large = "L"

    var points: CGFloat {
        switch self {
        case .small: return 10
        case .large: return 30
        }
    }
}

struct Item: Identifiable {
    let id: Int
    let name: String
    var size: Size = .small
}

let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two", size: .large)]

VStack {
    ForEach(items) { item in
        Text("\(item.name) \(item.size.rawValue)")
            .frame(width: item.size.points)
    }
    Text(Size(rawValue: "L") == .large ? "parsed" : "not parsed")
    Text("\(Size.allCases.count) sizes, \(items.map(\.name).joined(separator: "+"))")
}
