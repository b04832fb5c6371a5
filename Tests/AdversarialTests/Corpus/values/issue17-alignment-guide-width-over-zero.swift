VStack(alignment: .leading) {
    Text("a").alignmentGuide(.leading) { d in d.width / 0 }
    Text("b")
}
