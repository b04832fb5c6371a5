Text(verbatim: "]]>")
    .font(.title)
