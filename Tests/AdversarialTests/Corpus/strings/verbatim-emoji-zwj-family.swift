Text(verbatim: "👨‍👩‍👧‍👦")
    .font(.title)
