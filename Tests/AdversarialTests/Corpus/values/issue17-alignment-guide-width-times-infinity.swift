VStack(alignment: .leading) {
    Text("a").alignmentGuide(.leading) { d in d.width * .infinity }
    Text("b")
}
