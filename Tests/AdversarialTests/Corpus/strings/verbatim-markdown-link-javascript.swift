Text(verbatim: "[click](javascript:alert(1))")
    .font(.title)
