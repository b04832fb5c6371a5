Color.red
    .frme(width: 10, height: 10)
