Text(verbatim: "<<<REPEAT[REPEAT>>><<<REPEAT](REPEAT>>>")
    .font(.title)
