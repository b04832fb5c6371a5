Text("Hello, World!")
    .alignmentGuide(.leading) { _ in .nan }
