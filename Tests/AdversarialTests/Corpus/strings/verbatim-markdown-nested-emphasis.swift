Text(verbatim: "<<<REPEAT*_REPEAT>>>x<<<REPEAT_*REPEAT>>>")
    .font(.title)
