// canvas: 200xfit
struct Note: Identifiable {
    let id = UUID()
    var title: String
    var created: Date
}

let note = Note(title: "Groceries", created: Date())

VStack {
    Text(note.title)
    Text(note.created.formatted(date: .numeric, time: .omitted))
}
.font(.system(size: 10))
