VStack(alignment: .leading) {
    Text("a").alignmentGuide(.leading) { d in .nan }
    Text("b")
}
