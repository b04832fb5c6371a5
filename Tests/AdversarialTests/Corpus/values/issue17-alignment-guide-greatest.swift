VStack(alignment: .leading) {
    Text("a").alignmentGuide(.leading) { d in .greatestFiniteMagnitude }
    Text("b")
}
