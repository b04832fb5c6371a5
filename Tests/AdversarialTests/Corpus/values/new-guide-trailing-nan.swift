VStack(alignment: .trailing) {
    Text("a").alignmentGuide(.trailing) { d in d.width * .nan }
    Text("b")
}
