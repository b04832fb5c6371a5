struct Footer: View {
    let note: String

    var body: some View {
        Text(note)
    }
}
