Text(verbatim: "<script>alert(1)</script>")
