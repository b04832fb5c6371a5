HStack(spacing: 8) {
    Color.blue.alignmentGuide(HorizontalAlignment.center) { d in d.width * .infinity }
    Text("Sibling")
    Spacer()
}
