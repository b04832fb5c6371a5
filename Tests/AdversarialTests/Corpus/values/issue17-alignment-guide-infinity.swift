VStack(alignment: .leading) {
    Text("a").alignmentGuide(.leading) { d in .infinity }
    Text("b")
}
