Text(verbatim: "&script;&lt;script&gt;")
    .font(.title)
