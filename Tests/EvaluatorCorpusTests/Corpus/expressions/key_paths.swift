// canvas: 200xfit
struct Row {
    var name: String
    var size: Int
}

let rows = [Row(name: "b", size: 2), Row(name: "a", size: 9)]

VStack {
    Text(rows.map(\.name).joined())
    ForEach(rows, id: \.name) { row in
        Text("\(row.size)")
    }
    Text(rows.sorted { $0.name < $1.name }.map(\.name).joined())
}
.font(.system(size: 10))
