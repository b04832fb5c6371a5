HStack(spacing: 8) {
    Color.blue.padding(EdgeInsets(top: .nan, leading: .infinity, bottom: -1e308, trailing: 1e308))
    Text("Sibling")
    Spacer()
}
