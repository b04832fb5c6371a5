Text(verbatim: "漢字かなカナ한국어")
    .font(.title)
