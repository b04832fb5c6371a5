Text(verbatim: "</title><script>alert(1)</script>")
    .font(.title)
