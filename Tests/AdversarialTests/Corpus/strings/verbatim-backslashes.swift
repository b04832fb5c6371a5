Text(verbatim: "\\\\\\\\")
    .font(.title)
