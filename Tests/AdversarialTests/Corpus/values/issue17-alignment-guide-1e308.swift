VStack(alignment: .leading) {
    Text("a").alignmentGuide(.leading) { d in 1e308 }
    Text("b")
}
