HStack(alignment: .top) {
    Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -.infinity }
    Text("b")
}
