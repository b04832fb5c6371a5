Text("Hello, World!")
    .alignmentGuide(HorizontalAlignment.center) { d in d.width * .infinity }
