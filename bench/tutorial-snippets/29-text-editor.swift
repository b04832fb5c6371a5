import SwiftUI

struct NoteEditor: View {
    @State private var note = "Pick up the dry cleaning."

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes")
                .font(.headline)
            TextEditor(text: $note)
                .frame(height: 160)
                .padding(4)
                .overlay(
                    RoundedRectangle(cornerRadius: 8)
                        .stroke(Color.secondary.opacity(0.4))
                )
            Text("\(note.count) characters")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    NoteEditor()
}
