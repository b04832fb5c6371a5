Text(verbatim: "a\tb\nc\r\nd\re")
    .font(.title)
