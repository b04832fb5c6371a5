HStack(spacing: 8) {
    Color.blue.alignmentGuide(.leading) { _ in .nan }
    Text("Sibling")
    Spacer()
}
