Text(verbatim: "\" /><script>alert(1)</script><x a=\"")
    .font(.title)
