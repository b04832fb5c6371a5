Text(verbatim: "👋🏻👋🏼👋🏽👋🏾👋🏿")
    .font(.title)
