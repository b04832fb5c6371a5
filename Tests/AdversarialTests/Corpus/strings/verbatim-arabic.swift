Text(verbatim: "مرحبا بالعالم")
    .font(.title)
