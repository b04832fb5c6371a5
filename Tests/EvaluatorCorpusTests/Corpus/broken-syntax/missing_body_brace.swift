struct Row: View {
    var body: some View
        Text("row")
}
