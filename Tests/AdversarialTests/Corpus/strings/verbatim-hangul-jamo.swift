Text(verbatim: "<<<REPEAT각REPEAT>>>")
    .font(.title)
