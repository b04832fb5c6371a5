Text(verbatim: "<<<REPEAT*REPEAT>>>")
    .font(.title)
