Text(verbatim: "<<<REPEATword REPEAT>>>")
    .frame(width: 40)
