Text(verbatim: "<svg onload=alert(1)>")
    .font(.title)
