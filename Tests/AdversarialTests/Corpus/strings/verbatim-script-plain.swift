Text(verbatim: "<script>alert(1)</script>")
    .font(.title)
