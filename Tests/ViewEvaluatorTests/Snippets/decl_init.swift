struct Tag: View {
    let text: String
    @Binding var selected: Bool

    init(_ text: String, selected: Binding<Bool>) {
        self.text = text.uppercased()
        _selected = selected
    }

    var body: some View {
        Text(text).bold(selected)
    }
}

Tag("new", selected: .constant(true))
