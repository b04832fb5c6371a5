// canvas: 200x200
VStack(alignment: .leading) {
    Text("aaaa")
    Text("b")
        .alignmentGuide(.leading) { _ in -20 }
}
.font(.system(size: 10))
