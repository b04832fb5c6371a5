// canvas: 200x200
struct NoteEditor: View {
    @State private var notes = "Notes"

    var body: some View {
        TextEditor(text: $notes)
            .frame(height: 100)
            .font(.system(size: 10))
    }
}

NoteEditor()
