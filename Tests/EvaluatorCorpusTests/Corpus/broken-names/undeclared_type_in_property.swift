struct Row: View {
    let model: RowModel

    var body: some View {
        Text("row")
    }
}

Row(model: RowModel())
