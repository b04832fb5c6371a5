Text(verbatim: "</text><script>alert(1)</script>")
    .font(.title)
