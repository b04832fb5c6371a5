Text(verbatim: "\\(1 + 1)")
    .font(.title)
