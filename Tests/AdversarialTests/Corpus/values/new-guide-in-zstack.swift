ZStack(alignment: .topLeading) {
    Color.red.alignmentGuide(.top) { _ in .infinity }
    Color.blue
}
