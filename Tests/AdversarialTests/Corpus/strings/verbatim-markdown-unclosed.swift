Text(verbatim: "**bold *italic `code ~~strike")
    .font(.title)
