Image("\"><script>alert(1)</script>")
