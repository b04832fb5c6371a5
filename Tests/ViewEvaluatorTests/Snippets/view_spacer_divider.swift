HStack {
    Text("a")
    Spacer()
    Spacer(minLength: 20)
    Divider()
    EmptyView()
}
