Text(verbatim: "</style><script>alert(1)</script>")
    .font(.title)
